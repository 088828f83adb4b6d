import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { SessionsCard } from './sessions-card';

const session = (id: string, userAgent: string, current = false) => ({
  id,
  created_at: '2026-11-20T08:00:00.000Z',
  last_used_at: '2026-11-26T09:30:00.000Z',
  user_agent: userAgent,
  address: '203.0.113.7',
  current,
});

describe("'Sessions ouvertes' on the profile (issue 22)", () => {
  it('lists each device, marks this one, and ends another after a confirmation', async () => {
    const api = createApiDouble()
      .on('GET /api/auth/sessions', {
        body: [session('here', 'Mozilla/5.0 (Windows NT 10.0) Chrome/131.0 Safari/537.36', true), session('phone', 'Mozilla/5.0 (iPhone) Version/17.0 Mobile Safari/604.1')],
      })
      .on('DELETE /api/auth/sessions/{id}', { body: { detail: 'Session fermée' } });
    renderWithApi(<SessionsCard />, { api });
    const user = userEvent.setup();

    const region = await screen.findByRole('region', { name: 'Sessions ouvertes' });
    const here = (await within(region).findByText('Chrome sur Windows')).closest('li') as HTMLElement;
    expect(within(here).getByText('Cette session')).toBeInTheDocument();
    // This session is ended by 'Se déconnecter', not here.
    expect(within(here).queryByRole('button')).not.toBeInTheDocument();
    const phone = within(region).getByText('Safari sur iOS').closest('li') as HTMLElement;
    expect(phone).toHaveTextContent('203.0.113.7 · ouverte le 20/11/2026');

    await user.click(within(phone).getByRole('button', { name: 'Fermer la session Safari sur iOS' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Fermer cette session\u202f?' });
    expect(confirm).toHaveTextContent('Safari sur iOS sera déconnecté à sa prochaine action.');
    await user.click(within(confirm).getByRole('button', { name: 'Fermer la session' }));
    expect(await screen.findByText('Session fermée')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/auth/sessions/{id}').map((c) => c.params.id)).toEqual(['phone']);
  });
});
