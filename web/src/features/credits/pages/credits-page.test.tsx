import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LedgerEntry } from '@app/shared/credits/schemas';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { captureSavedLinks } from '@/test/saved-links';
import { CreditsPage } from './credits-page';

const nbsp = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const entry = (over: Partial<LedgerEntry>): LedgerEntry => ({
  id: 'e1',
  kind: 'purchase',
  amount: 110,
  balance_after: 110,
  created_at: '2026-11-20T10:00:00.000Z',
  order_id: null,
  invoice_id: null,
  pack_name: 'Pack 100',
  reason: null,
  ...over,
});

const pack = { id: '3f0c8a4e-2d7b-4e0f-9a51-3b7c1d2e4f60', name: 'Pack 100', price: 100, bonus: 10, credits: 110, active: true };

afterEach(() => vi.restoreAllMocks());

describe("'Mes crédits'", () => {
  it('shows the balance, the packs with their price excluding VAT, and the movements newest first', async () => {
    const api = createApiDouble()
      .on('GET /api/credits', { body: { mode: 'prepaid', balance: 90.5, overdraft: 0, low_balance_threshold: 0 } })
      .on('GET /api/credits/packs', { body: [pack] })
      .on('GET /api/credits/ledger', {
        body: [entry({ id: 'e2', kind: 'order', amount: -19.5, balance_after: 90.5, pack_name: null, order_id: 'abcdef12-0000-4000-8000-000000000000' }), entry({})],
      });
    renderWithApi(<CreditsPage />, { api });

    expect(nbsp((await screen.findByText(/^90,50/)).textContent)).toBe('90,50 crédits');
    const packCard = (await screen.findByText('Pack 100', { selector: 'p' })).closest('li')!;
    expect(nbsp(packCard.textContent)).toContain('110,00 crédits');
    expect(nbsp(packCard.textContent)).toContain('100,00 € HT · dont 10,00 crédits offerts');
    const list = screen.getByRole('list', { name: 'Historique des mouvements' });
    const items = within(list).getAllByRole('listitem');
    expect(nbsp(items[0]!.textContent)).toContain('Commande · #ABCDEF12');
    expect(nbsp(items[0]!.textContent)).toContain('-19,50 crédits');
    expect(nbsp(items[1]!.textContent)).toContain('+110,00 crédits');
  });

  it("links a purchase to its invoice, downloaded as « Mes factures » does (issue 40)", async () => {
    const link = { url: 'https://s3.test/invoices/FA-2026-000007.pdf?X-Amz-Signature=1', filename: 'FA-2026-000007.pdf' };
    const saved = captureSavedLinks();
    const api = createApiDouble()
      .on('GET /api/credits', { body: { mode: 'prepaid', balance: 110, overdraft: 0, low_balance_threshold: 0 } })
      .on('GET /api/credits/packs', { body: [pack] })
      .on('GET /api/credits/ledger', { body: [entry({ invoice_id: 'FA-2026-000007' })] })
      .on('GET /api/invoices/{id}/pdf', { body: link });
    renderWithApi(<CreditsPage />, { api });
    await userEvent.click(await screen.findByRole('button', { name: 'Télécharger la facture FA-2026-000007' }));
    await vi.waitFor(() => expect(saved).toEqual([link]));
    expect(api.callsTo('GET /api/invoices/{id}/pdf')[0]!.params.id).toBe('FA-2026-000007');
  });

  it('opens the payment page the server answers, for the method chosen', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const api = createApiDouble()
      .on('GET /api/credits', { body: { mode: 'prepaid', balance: 0, overdraft: 0, low_balance_threshold: 0 } })
      .on('GET /api/credits/packs', { body: [pack] })
      .on('GET /api/credits/ledger', { body: [] })
      .on('POST /api/credits/checkout', { status: 201, body: { url: 'http://127.0.0.1:9/checkout/cs_test_1' } });
    renderWithApi(<CreditsPage />, { api });

    await userEvent.click(await screen.findByRole('button', { name: /^Prélèvement SEPA\s: Pack 100$/ }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://127.0.0.1:9/checkout/cs_test_1'));
    expect(api.callsTo('POST /api/credits/checkout')[0]!.body).toEqual({ pack_id: pack.id, method: 'sepa_debit' });
    expect(screen.getByText('Aucun mouvement pour le moment.')).toBeInTheDocument();
  });

  it('a post-paid client is told how it is billed, and offered no pack', async () => {
    const api = createApiDouble()
      .on('GET /api/credits', { body: { mode: 'postpaid', balance: 0, overdraft: 0, low_balance_threshold: 0 } })
      .on('GET /api/credits/ledger', { body: [] });
    renderWithApi(<CreditsPage />, { api });
    expect(await screen.findByText('Votre compte est facturé à la commande')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Payer par carte/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/credits/packs')).toHaveLength(0);
  });

  it('saves the low-balance threshold the client types (issue 40)', async () => {
    const api = createApiDouble()
      .on('GET /api/credits', { body: { mode: 'prepaid', balance: 90.5, overdraft: 0, low_balance_threshold: 0 } })
      .on('GET /api/credits/packs', { body: [] })
      .on('GET /api/credits/ledger', { body: [] })
      .on('PUT /api/credits', { body: { mode: 'prepaid', balance: 90.5, overdraft: 0, low_balance_threshold: 25 } });
    renderWithApi(<CreditsPage />, { api });
    const field = await screen.findByLabelText('Alerte de solde bas (crédits)');
    expect(field).toHaveValue('0,00');
    await userEvent.clear(field);
    await userEvent.type(field, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer le seuil' }));
    expect(await screen.findByText("Seuil d'alerte enregistré")).toBeInTheDocument();
    expect(api.calls.find((call) => call.key === 'PUT /api/credits')?.body).toEqual({ low_balance_threshold: '25' });
  });
});
