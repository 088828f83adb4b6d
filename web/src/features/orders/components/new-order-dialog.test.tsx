import { vehicleYearMax } from '@app/shared/orders/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { anAnalysis } from '@/test/analysis-fixture';
import { catalogue, clientDiscounts } from '@/test/catalog-fixture';
import { anOrder } from '@/test/order-fixture';
import { renderWithApi } from '@/test/render-with-api';
import { loadNewOrderDialog, NewOrderHost } from './new-order-host';

const ticket = {
  key: 'incoming/u1/abc/stock.bin',
  url: 'https://s3.test/incoming/u1/abc/stock.bin?X-Amz-Signature=1',
  method: 'PUT' as const,
  headers: { 'Content-Type': 'application/octet-stream' },
  expires_in: 900,
  max_bytes: 33554432,
};

function orderServer() {
  return createApiDouble()
    .on('GET /api/categories', { body: catalogue })
    .on('GET /api/client/discounts', { body: clientDiscounts })
    .on('POST /api/uploads', { body: ticket })
    .on('POST /api/uploads/analysis', { body: anAnalysis() })
    .on('POST /api/orders', { status: 201, body: anOrder({ id: 'o-new', total_price: 230 }) })
    .on('GET /api/orders', { body: [] })
    .on('GET /api/credits', { body: { mode: 'postpaid', balance: 0, overdraft: 0, low_balance_threshold: 0 } });
}

/** The dialog open on /orders?new=1, its form chunk loaded. */
async function openDialog(api = orderServer()) {
  const view = renderWithApi(<NewOrderHost />, { path: '/orders?new=1', api });
  // The first opening shows a loading dialog until the form's chunk is there: wait for the form.
  await screen.findByLabelText('Marque', undefined, { timeout: 10_000 });
  return { ...view, dialog: screen.getByRole('dialog', { name: 'Nouvelle commande ECU' }) };
}

const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label);
const type = (dialog: HTMLElement, label: string, value: string) => fireEvent.input(field(dialog, label), { target: { value } });
const total = () => screen.getByTestId('order-total').textContent?.replace(/\s/g, ' ');
const submit = (dialog: HTMLElement) => {
  const button = within(dialog).getByText('Créer la commande').closest('button');
  if (button) fireEvent.click(button);
};

/** The required vehicle fields, as a client types them (spaces around the brand, in the kilometres). */
function fillVehicle(dialog: HTMLElement) {
  type(dialog, 'Marque', ' Volkswagen ');
  type(dialog, 'Modèle', 'Golf VII');
  type(dialog, 'Année', '2019');
  type(dialog, 'Immatriculation ou VIN', 'WVWZZZAUZKW000001');
  type(dialog, 'Moteur', '2.0 TDI 150 ch');
  type(dialog, 'Kilométrage', '120 000');
}

/** Opens the category (once) and ticks the service. Text and label queries: role queries are slow in this big form. */
async function tick(dialog: HTMLElement, category: string, service: string) {
  // The name is also in the summary once one of its services is ticked: take the category's trigger.
  const names = await within(dialog).findAllByText(category);
  const trigger = names.map((name) => name.closest('button[aria-expanded]')).find((button) => button !== null);
  if (!trigger) throw new Error(`no category ${category}`);
  if (trigger.getAttribute('aria-expanded') !== 'true') fireEvent.click(trigger);
  fireEvent.click(await within(dialog).findByLabelText(service));
}

/** Picks `option` in the select labelled `label` with the keyboard (Radix Select; jsdom has no pointer capture). */
async function choose(dialog: HTMLElement, label: string, option: string) {
  const scroll = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
  Element.prototype.scrollIntoView ??= () => undefined;
  try {
    fireEvent.keyDown(field(dialog, label), { key: 'Enter' });
    fireEvent.keyDown(await screen.findByRole('option', { name: option }), { key: 'Enter' });
    await waitFor(() => expect(field(dialog, label)).toHaveTextContent(option));
  } finally {
    if (scroll) Object.defineProperty(Element.prototype, 'scrollIntoView', scroll);
    else delete (Element.prototype as Partial<Element>).scrollIntoView;
  }
}

// The form is its own chunk: load it once, before the timed tests.
beforeAll(() => loadNewOrderDialog(), 30_000);

describe('the new-order dialog', () => {
  it('says in French what is missing, the file included, and sends nothing', async () => {
    const { dialog, api } = await openDialog();
    submit(dialog);
    for (const message of [
      'La marque est requise',
      'Le modèle est requis',
      "L'année est requise",
      "L'immatriculation ou le VIN est requis",
      'Le moteur est requis',
      'Le kilométrage est requis',
      'Veuillez sélectionner un fichier',
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(field(dialog, 'Immatriculation ou VIN')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/uploads')).toEqual([]);
    expect(api.callsTo('POST /api/orders')).toEqual([]);
  });

  it('applies the year and kilometre rules of the server', async () => {
    const { dialog } = await openDialog();
    type(dialog, 'Année', '1949');
    type(dialog, 'Kilométrage', '120 000 km');
    submit(dialog);
    expect(await within(dialog).findByText(`L'année doit être une année à 4 chiffres, de 1950 à ${vehicleYearMax()}`)).toBeInTheDocument();
    expect(within(dialog).getByText('Le kilométrage doit être un nombre entier de kilomètres, de 0 à 2 000 000')).toBeInTheDocument();

    type(dialog, 'Année', String(vehicleYearMax()));
    type(dialog, 'Kilométrage', '120 000');
    submit(dialog);
    await waitFor(() => expect(within(dialog).queryByText(/L'année doit être/)).toBeNull());
    expect(within(dialog).queryByText(/Le kilométrage doit être/)).toBeNull();
  });

  it('totals the services chosen with the discounts, as the server prices them', async () => {
    const { dialog } = await openDialog();
    const summary = within(dialog).getByRole('complementary', { name: 'Récapitulatif' });
    expect(within(summary).getByText('Aucun service sélectionné')).toBeInTheDocument();
    expect(total()).toBe('0,00 € HT');

    await tick(dialog, 'Stage 1', 'Reprogrammation Stage 1');
    await tick(dialog, 'Stage 1', 'Pops & Bangs');
    await tick(dialog, 'Dépollution', 'EGR off');
    await tick(dialog, 'Boîte', 'DSG');
    // 200 − 10 % = 180; 49,90 − 10 % = 44,91; 50 without a discount; 30 − 40 € stops at 0.
    expect(total()).toBe('274,91 € HT');
    expect(within(summary).queryByText('Aucun service sélectionné')).toBeNull();

    fireEvent.click(within(summary).getByLabelText('Retirer Reprogrammation Stage 1'));
    expect(total()).toBe('94,91 € HT');
    expect(within(dialog).getByLabelText('Reprogrammation Stage 1')).not.toBeChecked();
  });

  it('sends the file, then creates the order with the fields and services chosen', async () => {
    const { dialog, api, router } = await openDialog();
    await tick(dialog, 'Stage 1', 'Reprogrammation Stage 1');
    await tick(dialog, 'Dépollution', 'EGR off');
    fillVehicle(dialog);
    type(dialog, 'Notes', 'Stage 1 sans FAP');
    const file = new File([new Uint8Array([1, 2, 3, 4])], 'stock.bin', { type: 'application/octet-stream' });
    await userEvent.upload(field(dialog, 'Fichier'), file);
    submit(dialog);

    expect(await screen.findByText('Commande créée avec succès')).toBeInTheDocument();
    // Sent once, when chosen: the submit used that upload.
    expect(api.callsTo('POST /api/uploads').map((call) => call.body)).toEqual([{ filename: 'stock.bin', size: 4, purpose: 'order' }]);
    expect(api.uploads).toEqual([{ method: 'PUT', url: ticket.url, body: file }]);
    expect(api.callsTo('POST /api/orders').map((call) => call.body)).toEqual([
      {
        vehicle_brand: 'Volkswagen',
        vehicle_model: 'Golf VII',
        vehicle_year: '2019',
        registration: 'WVWZZZAUZKW000001',
        engine: '2.0 TDI 150 ch',
        kilometers: '120000',
        ecu_type: '',
        fuel_type: '',
        gearbox_type: '',
        file_origin: '',
        read_method: '',
        selected_services: [
          { id: 's1', name: 'Reprogrammation Stage 1', price: '200€', category_id: 'c1' },
          { id: 's3', name: 'EGR off', price: '50€', category_id: 'c2' },
        ],
        notes: 'Stage 1 sans FAP',
        useful_links: '',
        upload_key: ticket.key,
        original_filename: 'stock.bin',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/orders');
  });

  it('sends the file as soon as it is chosen and shows what the server read in it, without blocking the order', async () => {
    const { dialog, api } = await openDialog();
    const file = new File([new Uint8Array([1, 2, 3, 4])], 'stock.bin', { type: 'application/octet-stream' });
    await userEvent.upload(field(dialog, 'Fichier'), file);

    expect(await within(dialog).findByText('Bosch EDC17C60 · 0281 017 946 · logiciel 1037541778')).toBeInTheDocument();
    expect(within(dialog).getByText('⚠ Lecture peut-être incomplète : zone effacée de 64 Ko à 0x1A0000')).toBeInTheDocument();
    expect(within(dialog).getByText('Analyse indicative')).toBeInTheDocument();
    expect(api.uploads).toEqual([{ method: 'PUT', url: ticket.url, body: file }]);
    expect(api.callsTo('POST /api/uploads/analysis').map((call) => call.body)).toEqual([{ upload_key: ticket.key }]);
    expect(api.callsTo('POST /api/orders')).toEqual([]);
    // What the analysis identified fills « Type de calculateur », which stays editable (issue 37).
    await waitFor(() => expect(field(dialog, 'Type de calculateur')).toHaveValue('EDC17C60'));

    // The warning blocks nothing: filled in, the order is created with that upload and the read method.
    fillVehicle(dialog);
    await choose(dialog, 'Méthode de lecture', 'Boot');
    submit(dialog);
    expect(await screen.findByText('Commande créée avec succès')).toBeInTheDocument();
    expect(api.uploads).toHaveLength(1);
    expect(api.callsTo('POST /api/orders').map((call) => call.body)).toEqual([
      expect.objectContaining({ upload_key: ticket.key, read_method: 'boot', original_filename: 'stock.bin', ecu_type: 'EDC17C60' }),
    ]);
  });

  it("never replaces what the client typed in « Type de calculateur » with the analysis's guess", async () => {
    const { dialog } = await openDialog();
    await userEvent.type(field(dialog, 'Type de calculateur'), 'EDC17CP14');
    await userEvent.upload(field(dialog, 'Fichier'), new File([new Uint8Array([1, 2, 3, 4])], 'stock.bin'));
    expect(await within(dialog).findByText('Bosch EDC17C60 · 0281 017 946 · logiciel 1037541778')).toBeInTheDocument();
    expect(field(dialog, 'Type de calculateur')).toHaveValue('EDC17CP14');
  });

  it('says so when the analysis cannot be had, and the order goes on', async () => {
    const api = orderServer().on('POST /api/uploads/analysis', { status: 404, detail: 'Fichier envoyé introuvable' });
    const { dialog } = await openDialog(api);
    await userEvent.upload(field(dialog, 'Fichier'), new File([new Uint8Array([1])], 'stock.bin'));
    expect(await within(dialog).findByText("L'analyse du fichier n'est pas disponible pour le moment.")).toBeInTheDocument();
    expect(within(dialog).getByText('Créer la commande').closest('button')).toBeEnabled();
  });
});

describe('a prepaid client (issue 40)', () => {
  const prepaid = (balance: number, overdraft = 0) =>
    orderServer().on('GET /api/credits', { body: { mode: 'prepaid', balance, overdraft, low_balance_threshold: 0 } });
  const nbsp = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

  it('sees the price in credits and the balance after the order', async () => {
    const { dialog } = await openDialog(prepaid(500));
    await tick(dialog, 'Stage 1', 'Reprogrammation Stage 1');
    const credits = await within(dialog).findByTestId('order-credits');
    expect(nbsp(credits.textContent)).toContain('Prix en crédits180,00 crédits');
    expect(nbsp(credits.textContent)).toContain('Solde après commande :320,00 €');
    expect(within(dialog).getByText('Créer la commande').closest('button')).toBeEnabled();
  });

  it('cannot send an order its credits do not cover, and is told what it lacks', async () => {
    const { dialog, api } = await openDialog(prepaid(100, 50));
    await tick(dialog, 'Stage 1', 'Reprogrammation Stage 1');
    const credits = await within(dialog).findByTestId('order-credits');
    expect(nbsp(credits.textContent)).toContain('Solde après commande :-80,00 €');
    const reason = 'Crédit insuffisant : il manque 30,00 € pour cette commande.';
    expect(nbsp(within(credits).getByRole('alert').textContent)).toBe(reason);
    const button = within(dialog).getByText('Créer la commande').closest('button');
    expect(button).toBeDisabled();
    expect(nbsp(document.getElementById(button?.getAttribute('aria-describedby') ?? '')?.textContent)).toBe(reason);
    expect(api.calls.some((call) => call.key === 'POST /api/orders')).toBe(false);
  });

  it('a post-paid client sees no credits', async () => {
    const { dialog } = await openDialog();
    await tick(dialog, 'Stage 1', 'Reprogrammation Stage 1');
    expect(within(dialog).queryByTestId('order-credits')).toBeNull();
  });
});
