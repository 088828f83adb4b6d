import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { anAuditEntry } from '@/test/audit-fixture';
import { AdminAuditPage } from './admin-audit-page';

const entry = (id: string) => anAuditEntry({ id });

describe('AdminAuditPage', () => {
  it('lists the entries, loads more by the cursor and filters by action', async () => {
    const api = createApiDouble()
      .on('GET /api/admin/users', { body: [] })
      .on('GET /api/admin/audit', ({ query }) =>
        query.get('cursor') ? { body: [entry('e2')] } : { body: [entry('e1')], headers: { 'X-Next-Cursor': 'next' } },
      );
    renderWithApi(<AdminAuditPage />, { api });
    const timeline = await screen.findByTestId('audit-timeline');
    expect(timeline).toHaveTextContent("Client validé — Garage d'Atelier");
    expect(timeline).toHaveTextContent('par Alice Martin · depuis 203.0.113.7');
    expect(within(timeline).getByText('Statut : En attente → Actif')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Charger plus' }));
    await expect
      .poll(() => within(screen.getByTestId('audit-timeline')).getAllByText('Statut : En attente → Actif'))
      .toHaveLength(2);
    expect(api.callsTo('GET /api/admin/audit').at(-1)?.query.get('cursor')).toBe('next');

    fireEvent.change(screen.getByLabelText("Type d'action"), { target: { value: 'order' } });
    await expect.poll(() => api.callsTo('GET /api/admin/audit').at(-1)?.query.get('action')).toBe('order');
  });

  it('shows the empty state', async () => {
    const api = createApiDouble().on('GET /api/admin/users', { body: [] }).on('GET /api/admin/audit', { body: [] });
    renderWithApi(<AdminAuditPage />, { api });
    expect(await screen.findByText('Aucune modification enregistrée.')).toBeInTheDocument();
  });
});
