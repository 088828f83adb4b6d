import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { anAuditEntry } from '@/test/audit-fixture';
import type { AuditEntry } from '@app/shared/audit/schemas';
import { ClientHistoryDialog } from './client-history-dialog';

const entry = (id: string, over: Partial<AuditEntry> = {}) =>
  anAuditEntry({
    id,
    action: 'client.status',
    subject: "Atelier d'Yves",
    before: { status: 'approved' },
    after: { status: 'disabled' },
    ...over,
  });

describe('ClientHistoryDialog', () => {
  it("shows the client's entries with what each is about, who and when, and loads more by the cursor", async () => {
    const api = createApiDouble().on('GET /api/admin/clients/{id}/audit', ({ query }) =>
      query.get('cursor')
        ? {
            body: [
              entry('e2', {
                action: 'order.price',
                order_id: 'o1',
                subject: 'AB-123-CD',
                before: { total_price: 0 },
                after: { total_price: 150 },
              }),
            ],
          }
        : { body: [entry('e1')], headers: { 'X-Next-Cursor': 'next' } },
    );
    renderWithApi(<ClientHistoryDialog client={{ id: 'c1', name: 'Atelier Yves' }} onClose={vi.fn()} />, { api });

    const dialog = await screen.findByRole('dialog', { name: 'Historique' });
    expect(dialog).toHaveTextContent("sur le compte et les commandes d'Atelier Yves");
    const timeline = await within(dialog).findByTestId('audit-timeline');
    expect(timeline).toHaveTextContent("Statut du client modifié — Atelier d'Yves");
    expect(timeline).toHaveTextContent('par Alice Martin · depuis 203.0.113.7');
    expect(api.callsTo('GET /api/admin/clients/{id}/audit')[0]?.params.id).toBe('c1');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Charger plus' }));
    expect(await within(dialog).findByText(/Prix : 0,00\s€ → 150,00\s€/)).toBeInTheDocument();
    expect(timeline).toHaveTextContent('Prix modifié — AB-123-CD');
    expect(api.callsTo('GET /api/admin/clients/{id}/audit').at(-1)?.query.get('cursor')).toBe('next');
    expect(within(dialog).queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
  });

  it('says when nothing was changed yet; without a client nothing is open nor read', async () => {
    const api = createApiDouble().on('GET /api/admin/clients/{id}/audit', { body: [] });
    renderWithApi(<ClientHistoryDialog client={{ id: 'c1', name: 'Garage Martin' }} onClose={vi.fn()} />, { api });
    expect(await screen.findByText('Aucune modification enregistrée.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('les commandes de Garage Martin');
  });

  it('is closed without a client', () => {
    const { api } = renderWithApi(<ClientHistoryDialog client={null} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('GET /api/admin/clients/{id}/audit')).toEqual([]);
  });
});
