import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { aCreditNote, anInvoice } from '@/test/invoice-fixture';
import { renderWithApi } from '@/test/render-with-api';
import { captureSavedLinks } from '@/test/saved-links';
import { AdminInvoicesPage } from './admin-invoices-page';

const nbsp = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const totals = { count: 2, total_ht: 1000, total_vat: 200, total_ttc: 1200 };

function invoicesServer() {
  return createApiDouble()
    .on('GET /api/admin/invoices', { body: [anInvoice()] })
    .on('GET /api/admin/invoices/totals', { body: totals });
}

describe("the administrators' 'Factures'", () => {
  beforeEach(() => {
    // 26 November 2026: the page opens on 1 to 26 November.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 26, 10, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('opens on this month: its list and totals, searched on the server by number or client', async () => {
    const api = invoicesServer();
    renderWithApi(<AdminInvoicesPage />, { api });

    const totalsRegion = await screen.findByRole('region', { name: /Totaux de la période/ });
    await waitFor(() => expect(nbsp(totalsRegion.textContent)).toContain('1 200,00 €'));
    expect(nbsp(totalsRegion.textContent)).toContain('2 documents');
    expect(nbsp(totalsRegion.textContent)).toContain('1 000,00 €');
    expect(nbsp(totalsRegion.textContent)).toContain('200,00 €');
    const [totalsCall] = api.callsTo('GET /api/admin/invoices/totals');
    expect(Object.fromEntries(totalsCall!.query)).toEqual({ from: '2026-11-01', to: '2026-11-26' });
    expect(await screen.findByRole('table', { name: 'Liste des factures' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/invoices')[0]!.query.get('from')).toBe('2026-11-01');

    await userEvent.type(screen.getByLabelText('Rechercher une facture'), 'Garage Du');
    await waitFor(() => expect(api.callsTo('GET /api/admin/invoices').at(-1)!.query.get('q')).toBe('Garage Du'));
  });

  it('refuses a reversed period before asking: the message, no export; a valid period is sent to the list, totals and export', async () => {
    const api = invoicesServer().on('GET /api/admin/invoices/export', {
      body: {
        url: 'https://s3.test/exports/factures.csv?X-Amz-Signature=1',
        filename: 'factures-2026-10-01-2026-10-31.csv',
      },
    });
    const saved = captureSavedLinks();
    renderWithApi(<AdminInvoicesPage />, { api });
    await screen.findByRole('table');

    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-12-01' } });
    expect(await screen.findByText('La date de début doit précéder la date de fin.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter en CSV' })).toBeDisabled();
    expect(api.callsTo('GET /api/admin/invoices/totals').every((call) => call.query.get('from') !== '2026-12-01')).toBe(
      true,
    );

    fireEvent.change(screen.getByLabelText('Du'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-10-31' } });
    await waitFor(() =>
      expect(api.callsTo('GET /api/admin/invoices/totals').at(-1)!.query.get('to')).toBe('2026-10-31'),
    );
    expect(api.callsTo('GET /api/admin/invoices').at(-1)!.query.get('from')).toBe('2026-10-01');

    await userEvent.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
    await waitFor(() =>
      expect(saved).toEqual([
        { url: 'https://s3.test/exports/factures.csv?X-Amz-Signature=1', filename: 'factures-2026-10-01-2026-10-31.csv' },
      ]),
    );
    expect(Object.fromEntries(api.callsTo('GET /api/admin/invoices/export')[0]!.query)).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
      format: 'json',
    });
  });

  it("asks the credit note's reason, sends it, and shows a refusal as the server's sentence", async () => {
    let answer: 'created' | 'refused' = 'refused';
    const api = invoicesServer().on('POST /api/admin/invoices/{id}/credit-note', () =>
      answer === 'created'
        ? { status: 201, body: aCreditNote({ number: 'AV-2026-000007' }) }
        : { status: 409, detail: 'Cette facture a déjà un avoir' },
    );
    renderWithApi(<AdminInvoicesPage />, { api });
    const table = await screen.findByRole('table');

    await userEvent.click(within(table).getByRole('button', { name: 'Établir un avoir pour FA-2026-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Établir un avoir pour FA-2026-000001' });
    expect(nbsp(dialog.textContent)).toContain('de Garage Dupont (1 481,40 € TTC)');
    await userEvent.click(within(dialog).getByRole('button', { name: "Émettre l'avoir" }));
    expect(await within(dialog).findByText("Indiquez le motif de l'avoir")).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/invoices/{id}/credit-note')).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText("Motif de l'avoir"), '  Prestation annulée ');
    await userEvent.click(within(dialog).getByRole('button', { name: "Émettre l'avoir" }));
    expect(await screen.findByText('Cette facture a déjà un avoir')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    answer = 'created';
    await userEvent.click(within(dialog).getByRole('button', { name: "Émettre l'avoir" }));
    expect(await screen.findByText('Avoir AV-2026-000007 émis')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const calls = api.callsTo('POST /api/admin/invoices/{id}/credit-note');
    expect(calls.map((call) => [call.params.id, call.body])).toEqual([
      ['inv-1', { reason: 'Prestation annulée' }],
      ['inv-1', { reason: 'Prestation annulée' }],
    ]);
  });

  it('offers no credit note for a credit note or an invoice already credited', async () => {
    const api = invoicesServer().on('GET /api/admin/invoices', {
      body: [aCreditNote(), anInvoice({ credited_by: 'AV-2026-000001' })],
    });
    renderWithApi(<AdminInvoicesPage />, { api });
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('button', { name: /Établir un avoir/ })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /^Télécharger/ })).toHaveLength(2);
  });
});
