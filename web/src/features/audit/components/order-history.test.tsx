import { screen, within } from '@testing-library/react';
import type { AuditEntry } from '@app/shared/audit/schemas';
import { describe, expect, it } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { anAuditEntry } from '@/test/audit-fixture';
import { AdminOrderHistory, ClientOrderHistory } from './order-history';

const order = {
  id: 'o1',
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  sav_requested_at: null,
};

const entry = (over: Partial<AuditEntry>): AuditEntry =>
  anAuditEntry({
    action: 'order.price',
    order_id: 'o1',
    subject: 'Peugeot 308 — Garage Dupont',
    before: { total_price: 0 },
    after: { total_price: 150 },
    ...over,
  });

describe('AdminOrderHistory', () => {
  it('shows each change in French with who and when, newest first, after the creation', async () => {
    const api = createApiDouble().on('GET /api/admin/orders/{id}/audit', {
      body: [
        entry({}),
        entry({
          id: 'e0',
          at: '2026-11-20T12:00:00.000Z',
          action: 'order.status',
          before: { status: 'en_attente', payment_status: 'non_du' },
          after: { status: 'termine', payment_status: 'du' },
        }),
      ],
    });
    renderWithApi(<AdminOrderHistory order={order} />, { api });
    const timeline = await screen.findByTestId('audit-timeline');
    const steps = within(timeline)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === timeline);
    expect(steps.map((li) => within(li).getByText(/modifié|créée/).textContent)).toEqual([
      'Prix modifié',
      'Statut modifié',
      'Commande créée',
    ]);
    expect(steps[0]).toHaveTextContent('Prix : 0,00 € → 150,00 €');
    expect(steps[0]).toHaveTextContent('par Alice Martin');
    expect(steps[1]).toHaveTextContent('Statut : En attente → Terminé');
    expect(steps[1]).toHaveTextContent('Paiement : Non dû → Dû');
    expect(api.callsTo('GET /api/admin/orders/{id}/audit')[0]?.params).toEqual({ id: 'o1' });
  });

  it('says so when the history cannot be read, and offers to retry', async () => {
    const api = createApiDouble().on('GET /api/admin/orders/{id}/audit', { status: 403, detail: 'Accès refusé' });
    renderWithApi(<AdminOrderHistory order={order} />, { api });
    expect(await screen.findByText("L'historique n'a pas pu être chargé.")).toBeInTheDocument();
  });
});

describe('ClientOrderHistory', () => {
  it('shows its own steps without any administrator, and the creation', async () => {
    const api = createApiDouble().on('GET /api/orders/{id}/timeline', {
      body: [
        {
          id: 'e2',
          at: '2026-11-21T10:00:00.000Z',
          action: 'order.delivery',
          before: {},
          after: { version: 'v1', filename: 'stage1.bin' },
        },
      ],
    });
    renderWithApi(<ClientOrderHistory order={order} />, { api });
    const timeline = await screen.findByTestId('audit-timeline');
    expect(timeline).toHaveTextContent('Fichier livré');
    expect(timeline).toHaveTextContent('Fichier : stage1.bin');
    expect(timeline).toHaveTextContent('Commande créée');
    expect(timeline).not.toHaveTextContent('par ');
  });
});
