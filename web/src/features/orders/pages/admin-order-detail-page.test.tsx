import type { Order } from '@app/shared/orders/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aChangeSummary, anAnalysis, SHA_ORIGINAL, SHA_V1 } from '@/test/analysis-fixture';
import { createApiDouble } from '@/test/api-double';
import { anOrder } from '@/test/order-fixture';
import { renderWithApi } from '@/test/render-with-api';
import { AdminOrderDetailPage } from './admin-order-detail-page';

const CHANGED = 'La commande a été modifiée entre-temps. Rechargez et réessayez.';
const uploadedAt = '2026-11-20T10:00:00.000Z';
const ticket = {
  key: 'incoming/admin/def/stage1.bin',
  url: 'https://s3.test/incoming/admin/def/stage1.bin?X-Amz-Signature=2',
  method: 'PUT' as const,
  headers: {},
  expires_in: 900,
  max_bytes: 33554432,
};

/** The server of one order, o1: each change answers the order as changed, as the API does. */
function orderServer(start: Partial<Order> = {}) {
  let order = anOrder({ total_price: 100, files: { original: { filename: 'stock.bin', size: 4, uploaded_at: uploadedAt } }, ...start });
  const change = (fields: Partial<Order>) => {
    order = { ...order, ...fields };
    return { body: order };
  };
  const api = createApiDouble()
    .on('GET /api/orders/{id}', ({ params }) => (params.id === order.id ? { body: order } : { status: 404, detail: 'Commande non trouvée' }))
    .on('GET /api/orders/{id}/chat', { body: [] })
    .on('GET /api/orders/{id}/chat/unread-count', { body: { unread_count: 0, message_count: 0 } })
    .on('PUT /api/admin/orders/{id}/status', ({ body }) => change({ status: (body as { status: Order['status'] }).status }))
    // The server's amounts of the new price (HT at 20 %); the page only formats them.
    .on('PATCH /api/admin/orders/{id}/price', ({ body }) => {
      const ht = (body as { total_price: number }).total_price;
      return change({ total_price: ht, total_ht: ht, total_vat: Math.round(ht * 20) / 100, total_ttc: Math.round(ht * 120) / 100 });
    })
    .on('PUT /api/admin/orders/{id}/payment', ({ body }) =>
      change({ payment_status: (body as { payment_status: Order['payment_status'] }).payment_status }),
    )
    .on('POST /api/uploads', { body: ticket })
    .on('POST /api/admin/orders/{id}/deliver', ({ body }) =>
      change({ files: { ...order.files, v1: { filename: (body as { filename: string }).filename, size: 3, uploaded_at: uploadedAt } } }),
    );
  return api;
}

async function renderDetail(api = orderServer()) {
  const view = renderWithApi(<AdminOrderDetailPage />, { path: '/admin/orders/o1', route: '/admin/orders/:id', api });
  await screen.findByRole('heading', { level: 1, name: 'Peugeot 308' });
  return view;
}

// Buttons are found by their text, not by role: role queries over this whole page are slow in jsdom.
const bodiesOf = (calls: { body: unknown }[]) => calls.map((call) => call.body);
const euros = (text: string) => text.replace(/\s/g, ' ');

describe('the administrator’s order page', () => {
  it('changes the status and the payment, each with its own call and body', async () => {
    const { api } = await renderDetail();
    const statuses = screen.getByRole('group', { name: 'Changer le statut de la commande' });
    fireEvent.click(within(statuses).getByText('En cours', { selector: 'button' }));
    expect(await screen.findByText('Statut mis à jour')).toBeInTheDocument();
    expect(bodiesOf(api.callsTo('PUT /api/admin/orders/{id}/status'))).toEqual([{ status: 'en_cours' }]);
    expect(api.callsTo('PUT /api/admin/orders/{id}/status')[0]?.params.id).toBe('o1');
    await waitFor(() => expect(within(statuses).getByText('En cours', { selector: 'button' })).toHaveAttribute('aria-pressed', 'true'));

    fireEvent.click(screen.getByText('Marquer payé', { selector: 'button' }));
    expect(await screen.findByText('Paiement mis à jour')).toBeInTheDocument();
    expect(bodiesOf(api.callsTo('PUT /api/admin/orders/{id}/payment'))).toEqual([{ payment_status: 'paye' }]);
    await waitFor(() => expect(screen.getByLabelText('Autre statut de paiement')).toHaveValue('paye'));
  });

  it("sends '12,5' as 12.5 (not 125), and refuses a third decimal before asking", async () => {
    const { api } = await renderDetail();
    const price = screen.getByLabelText('Prix total HT (€)');
    expect(price).toHaveValue('100,00');

    fireEvent.change(price, { target: { value: '12,555' } });
    fireEvent.click(screen.getByText('Mettre à jour le prix', { selector: 'button' }));
    expect(await screen.findByText('Le prix accepte au plus deux décimales')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/admin/orders/{id}/price')).toEqual([]);

    fireEvent.change(price, { target: { value: '12,5' } });
    fireEvent.click(screen.getByText('Mettre à jour le prix', { selector: 'button' }));
    expect(await screen.findByText('Prix mis à jour')).toBeInTheDocument();
    expect(bodiesOf(api.callsTo('PATCH /api/admin/orders/{id}/price'))).toEqual([{ total_price: 12.5 }]);
    // The header's total (TTC) and the field (HT) show the server's answer.
    await waitFor(() => expect(screen.getByLabelText('Prix total HT (€)')).toHaveValue('12,50'));
    expect(euros(document.querySelector('header')?.textContent ?? '')).toContain('15,00 € TTC');
  });

  it('delivers a file: the bytes to the presigned URL, then the delivery call', async () => {
    const { api } = await renderDetail();
    expect(screen.getByText('Sera livré en V1.')).toBeInTheDocument();
    const file = new File([new Uint8Array([7, 8, 9])], 'stage1.bin', { type: 'application/octet-stream' });
    await userEvent.upload(screen.getByLabelText('Fichier modifié'), file);
    fireEvent.click(screen.getByText('Envoyer le fichier', { selector: 'button' }));

    expect(await screen.findByText('Fichier livré')).toBeInTheDocument();
    expect(screen.getByText('Version V1 disponible pour le client.')).toBeInTheDocument();
    expect(bodiesOf(api.callsTo('POST /api/uploads'))).toEqual([{ filename: 'stage1.bin', size: 3, purpose: 'delivery' }]);
    expect(api.uploads).toEqual([{ method: 'PUT', url: ticket.url, body: file }]);
    expect(bodiesOf(api.callsTo('POST /api/admin/orders/{id}/deliver'))).toEqual([
      { upload_key: ticket.key, filename: 'stage1.bin', version: 'nouvelle' },
    ]);
    await waitFor(() => expect(screen.getByText('Sera livré en V2.')).toBeInTheDocument());
  });

  it('shows the French detail of a 409 and reads the order again', async () => {
    const api = orderServer().on('PATCH /api/admin/orders/{id}/price', { status: 409, detail: CHANGED });
    await renderDetail(api);
    const readsBefore = api.callsTo('GET /api/orders/{id}').length;
    fireEvent.change(screen.getByLabelText('Prix total HT (€)'), { target: { value: '90' } });
    fireEvent.click(screen.getByText('Mettre à jour le prix', { selector: 'button' }));
    expect(await screen.findByText(CHANGED)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/orders/{id}').length).toBeGreaterThan(readsBefore));
  });

  it("shows the original's analysis and read method, and each version's SHA-256 and changes against the original", async () => {
    const original = { filename: 'stock.bin', size: 2097152, uploaded_at: uploadedAt, sha256: SHA_ORIGINAL, analysis: anAnalysis() };
    const v1 = { filename: 'stage1.bin', size: 2097152, uploaded_at: uploadedAt, sha256: SHA_V1, changes: aChangeSummary() };
    const v2 = { ...v1, filename: 'stage1b.bin', size: 2096128, changes: aChangeSummary({ size: 2096128, size_differs: true }) };
    await renderDetail(orderServer({ read_method: 'banc', files: { original, v1, v2 } }));

    const analysis = screen.getByRole('region', { name: 'Analyse du fichier original' });
    expect(within(analysis).getByText('Bosch EDC17C60 · 0281 017 946 · logiciel 1037541778')).toBeInTheDocument();
    expect(within(analysis).getByText('⚠ Lecture peut-être incomplète : zone effacée de 64 Ko à 0x1A0000')).toBeInTheDocument();
    expect(within(analysis).getByText('Lecture à vérifier')).toBeInTheDocument();
    expect(within(analysis).getByText('Banc')).toBeInTheDocument();
    expect(within(analysis).getByText('EDC17')).toBeInTheDocument();
    expect(within(analysis).getByText(SHA_ORIGINAL)).toBeInTheDocument();
    expect(within(analysis).getByText(/^2 Mo$/)).toBeInTheDocument();

    const files = screen.getByRole('region', { name: 'Fichiers' });
    const row = (version: string) => files.querySelector(`[data-version="${version}"]`) as HTMLElement;
    expect(within(row('v1')).getByText('0f1e2d3c…4b5a6978')).toHaveAttribute('title', SHA_V1);
    const spaced = (element: HTMLElement) => element.textContent?.replace(/[\u00a0\u202f]/g, ' ');
    expect(spaced(within(row('v1')).getByTestId('change-summary'))).toBe(
      "Modifications par rapport à l'original : 1 234 octets modifiés · 3 zones, la plus grande de 2 Ko à 0x1C4000",
    );
    expect(spaced(within(row('v2')).getByTestId('change-summary'))).toContain(
      "La taille diffère de l'original (original 2 097 152 octets, version 2 096 128 octets)",
    );
    expect(within(row('original')).queryByTestId('change-summary')).toBeNull();
  });
});
