import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/api/query-keys';
import { createApiDouble } from '@/test/api-double';
import { anOrder } from '@/test/order-fixture';
import { renderWithApi } from '@/test/render-with-api';
import { OrderStatusControls } from './order-status-controls';

const CHANGED = 'La commande a été modifiée entre-temps. Rechargez et réessayez.';

const order = anOrder({ payment_status: 'non_du' });

describe('OrderStatusControls: a change that lost to another one (409)', () => {
  it("shows the server's detail and reads the order again", async () => {
    const api = createApiDouble().on('PUT /api/admin/orders/{id}/status', { status: 409, detail: CHANGED });
    const { client } = renderWithApi(<OrderStatusControls order={order} />, { api });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await userEvent.click(screen.getByRole('button', { name: /En cours/ }));
    expect(await screen.findByText(CHANGED)).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.orders.detail('o1') });
  });
});

describe('OrderStatusControls: « Terminé » (issue 37, decision 033)', () => {
  it('asks the reason before finishing an order with no delivered version, and sends it with force', async () => {
    const api = createApiDouble().on('PUT /api/admin/orders/{id}/status', { body: anOrder({ status: 'termine' }) });
    renderWithApi(<OrderStatusControls order={anOrder({ files: { original: { filename: 'stock.bin', size: 3, uploaded_at: '2026-11-20T10:00:00.000Z' } } })} />, { api });
    await userEvent.click(screen.getByRole('button', { name: /Terminé/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminer sans version livrée\u202f?' });
    // Nothing is sent until a reason is given.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminer quand même' }));
    expect(await within(dialog).findByText('Indiquez le motif pour terminer la commande sans version livrée.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/orders/{id}/status')).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Motif'), '  Fichier remis en main propre ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Terminer quand même' }));
    expect(await screen.findByText('Statut mis à jour')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/orders/{id}/status').map((call) => call.body)).toEqual([
      { status: 'termine', force: true, reason: 'Fichier remis en main propre' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('finishes a delivered order at once; an invoice that could not be issued is a warning with the way to the settings', async () => {
    const problem = "Impossible d'émettre le document\u202f: renseignez dans les paramètres de facturation SIREN, IBAN.";
    const api = createApiDouble().on('PUT /api/admin/orders/{id}/status', { body: { ...anOrder({ status: 'termine' }), invoice_problem: problem } });
    const delivered = anOrder({ files: { v1: { filename: 'v1.bin', size: 3, uploaded_at: '2026-11-21T10:00:00.000Z' } } });
    const { router } = renderWithApi(<OrderStatusControls order={delivered} />, { api });
    await userEvent.click(screen.getByRole('button', { name: /Terminé/ }));
    expect(await screen.findByText("Statut mis à jour, mais la facture n'a pas pu être émise")).toBeInTheDocument();
    // As written (the narrow no-break spaces kept: no whitespace normalising).
    expect(screen.getByText(problem, { normalizer: (text) => text })).toBeInTheDocument();
    expect(screen.queryByText('Statut mis à jour')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/orders/{id}/status').map((call) => call.body)).toEqual([{ status: 'termine' }]);
    // fireEvent: sonner's swipe handling asks jsdom for pointer capture on a pointer press.
    fireEvent.click(screen.getByRole('button', { name: 'Compléter la facturation' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=facturation'));
    expect(router.state.location.pathname).toBe('/admin/settings');
  });
});
