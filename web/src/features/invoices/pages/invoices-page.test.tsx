import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { aCreditNote, anInvoice } from '@/test/invoice-fixture';
import { renderWithApi } from '@/test/render-with-api';
import { captureSavedLinks } from '@/test/saved-links';
import { InvoicesPage } from './invoices-page';

const nbsp = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe("'Mes factures'", () => {
  it('lists the documents with French amounts and dates, a credit note as Avoir, and pages with Charger plus', async () => {
    const second = anInvoice({
      id: 'inv-0',
      number: 'FA-2026-000000',
      issue_date: '2026-10-02',
      order_reference: 'CMD-0000',
    });
    const api = createApiDouble().on('GET /api/invoices', ({ query }) =>
      query.get('cursor') === 'page-2'
        ? { body: [second] }
        : {
            body: [aCreditNote(), anInvoice({ credited_by: 'AV-2026-000001' })],
            headers: { 'X-Next-Cursor': 'page-2' },
          },
    );
    renderWithApi(<InvoicesPage />, { api });

    const table = await screen.findByRole('table', { name: 'Liste de mes factures' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('AV-2026-000001')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Avoir')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Annule FA-2026-000001')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Annulée par AV-2026-000001')).toBeInTheDocument();
    expect(nbsp(rows[2]!.textContent)).toContain('20/11/2026');
    expect(nbsp(rows[2]!.textContent)).toContain('1 234,50 €');
    expect(nbsp(rows[2]!.textContent)).toContain('246,90 €');
    expect(nbsp(rows[2]!.textContent)).toContain('1 481,40 €');
    expect(within(rows[2]!).getByRole('link', { name: 'Voir la commande CMD-0001' })).toHaveAttribute(
      'href',
      '/orders?order=o1',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Charger plus' }));
    expect(await within(table).findByText('FA-2026-000000')).toBeInTheDocument();
    expect(api.callsTo('GET /api/invoices').map((call) => call.query.get('cursor'))).toEqual([null, 'page-2']);
    expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
    expect(screen.getByText('Toutes les factures sont affichées')).toBeInTheDocument();
  });

  it("names the pack of a credit pack's invoice, which bills no order (issue 40)", async () => {
    const pack = anInvoice({ order_id: null, order_reference: 'CREDITS-AB12CD34', pack_name: 'Pack Pro' });
    renderWithApi(<InvoicesPage />, { api: createApiDouble().on('GET /api/invoices', { body: [pack] }) });
    const row = within(await screen.findByRole('table', { name: 'Liste de mes factures' })).getAllByRole('row')[1]!;
    expect(nbsp(row.textContent)).toContain('Crédits : Pack Pro');
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
  });

  it("downloads a document's PDF through its presigned link", async () => {
    const link = {
      url: 'https://s3.test/invoices/FA-2026-000001.pdf?X-Amz-Signature=1',
      filename: 'FA-2026-000001.pdf',
    };
    const saved = captureSavedLinks();
    const api = createApiDouble()
      .on('GET /api/invoices', { body: [anInvoice()] })
      .on('GET /api/invoices/{id}/pdf', { body: link });
    renderWithApi(<InvoicesPage />, { api });

    const table = await screen.findByRole('table');
    await userEvent.click(within(table).getByRole('button', { name: 'Télécharger la facture FA-2026-000001' }));
    await vi.waitFor(() => expect(saved).toEqual([link]));
    const [call] = api.callsTo('GET /api/invoices/{id}/pdf');
    expect(call!.params.id).toBe('inv-1');
    expect(call!.query.get('format')).toBe('json');
  });

  it("says the server's refusal of a download in a toast", async () => {
    const api = createApiDouble()
      .on('GET /api/invoices', { body: [anInvoice()] })
      .on('GET /api/invoices/{id}/pdf', { status: 404, detail: 'Facture non trouvée' });
    renderWithApi(<InvoicesPage />, { api });
    await userEvent.click(
      within(await screen.findByRole('table')).getByRole('button', { name: /^Télécharger la facture/ }),
    );
    expect(await screen.findByText('Facture non trouvée')).toBeInTheDocument();
  });

  it('shows the empty state when there is no invoice yet', async () => {
    renderWithApi(<InvoicesPage />, { api: createApiDouble().on('GET /api/invoices', { body: [] }) });
    expect(await screen.findByText('Aucune facture')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
