import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { anInvoice } from '@/test/invoice-fixture';
import { renderWithApi } from '@/test/render-with-api';
import { captureSavedLinks } from '@/test/saved-links';
import { OrderInvoicePanel } from './order-invoice-panel';

const MISSING = 'Renseignez SIREN et IBAN dans Paramètres › Facturation pour émettre des factures';

describe("the order's 'Facture' (administrator)", () => {
  it("issues the invoice; a refusal for missing seller fields is the server's list, with a way to the settings", async () => {
    let refuse = true;
    const api = createApiDouble().on('POST /api/admin/orders/{id}/invoice', () =>
      refuse ? { status: 422, detail: MISSING } : { status: 201, body: anInvoice({ number: 'FA-2026-000042' }) },
    );
    const { router } = renderWithApi(<OrderInvoicePanel order={{ id: 'o1' }} />, { api });

    expect(screen.getByText('Aucune facture émise pour cette commande.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Émettre la facture' }));
    // Asked first: nothing is sent until the administrator confirms.
    const confirm = await screen.findByRole('alertdialog', { name: 'Émettre la facture de cette commande\u202f?' });
    expect(api.callsTo('POST /api/admin/orders/{id}/invoice')).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Émettre la facture' }));
    expect(await screen.findByText(MISSING)).toBeInTheDocument();
    // fireEvent: sonner's swipe handling asks jsdom for pointer capture on a pointer press.
    fireEvent.click(screen.getByRole('button', { name: 'Compléter la facturation' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=facturation'));
    expect(router.state.location.pathname).toBe('/admin/settings');

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Émettre la facture' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Émettre la facture' }));
    expect(await screen.findByText('Facture FA-2026-000042 émise')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/orders/{id}/invoice').map((call) => call.params.id)).toEqual(['o1', 'o1']);
  });

  it('links an invoiced order to its PDF', async () => {
    const link = { url: 'https://s3.test/invoices/FA-2026-000042.pdf', filename: 'FA-2026-000042.pdf' };
    const saved = captureSavedLinks();
    const api = createApiDouble().on('GET /api/admin/invoices/{id}/pdf', { body: link });
    renderWithApi(<OrderInvoicePanel order={{ id: 'o1', invoice_id: 'inv-42', invoice_number: 'FA-2026-000042' }} />, {
      api,
    });

    expect(screen.queryByRole('button', { name: 'Émettre la facture' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Voir la facture FA-2026-000042' }));
    await waitFor(() => expect(saved).toEqual([link]));
    expect(api.callsTo('GET /api/admin/invoices/{id}/pdf')[0]!.params.id).toBe('inv-42');
  });
});

describe("the order's 'Facture' when « Terminé » could not issue it (issue 37)", () => {
  it('says why, with a link to the invoicing settings, instead of promising an automatic invoice', () => {
    const problem = "Impossible d'émettre la facture\u202f: l'adresse de facturation du client est incomplète (adresse, code postal et ville sur sa fiche).";
    renderWithApi(<OrderInvoicePanel order={{ id: 'o1', invoice_problem: problem }} />);
    // As written (the narrow no-break spaces kept: no whitespace normalising).
    expect(screen.getByText(problem, { normalizer: (text) => text })).toBeInTheDocument();
    expect(screen.getByText('Non émise automatiquement au passage à «\u202fTerminé\u202f»\u202f:', { normalizer: (text) => text })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compléter la facturation' })).toHaveAttribute('href', '/admin/settings?tab=facturation');
    expect(screen.queryByText('Émise automatiquement quand la commande passe à «\u202fTerminé\u202f».', { normalizer: (text) => text })).not.toBeInTheDocument();
  });
});
