import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { AdminsTwoFactorCard } from './admins-two-factor-card';

const admin = (id: string, enabled_at: string | null, enabled = enabled_at !== null) => ({
  id,
  first_name: 'Alice',
  last_name: id,
  email: `${id}@atelier.test`,
  enabled,
  enabled_at,
});

describe('AdminsTwoFactorCard', () => {
  it('shows each administrator on or off and since when, the rule, and loads more by the cursor', async () => {
    const api = createApiDouble()
      .on('GET /api/admin/security/policy', { body: { require_admin_2fa: true } })
      .on('GET /api/admin/security/two-factor', ({ query }) =>
        query.get('cursor')
          ? { body: [admin('Leroy', null, true)] }
          : {
              body: [admin('Martin', '2026-11-20T09:30:00.000Z'), admin('Durand', null)],
              headers: { 'X-Next-Cursor': 'next' },
            },
      );
    renderWithApi(<AdminsTwoFactorCard />, { api });

    const list = await screen.findByRole('list', { name: 'Double authentification des administrateurs' });
    const [on, off] = within(list).getAllByRole('listitem');
    expect(on).toHaveTextContent('Alice Martin');
    expect(on).toHaveTextContent('Activée depuis le 20/11/2026');
    expect(off).toHaveTextContent('Non activée');
    expect(off).toHaveTextContent("Devra l'activer à sa prochaine connexion");
    expect(await screen.findByText('Obligatoire')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Charger plus' }));
    await expect.poll(() => within(list).queryAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent("Activée (date d'activation inconnue)");
    expect(api.callsTo('GET /api/admin/security/two-factor').at(-1)?.query.get('cursor')).toBe('next');
    expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
  });

  it('says the rule is optional and asks nothing of an administrator without it', async () => {
    const api = createApiDouble()
      .on('GET /api/admin/security/policy', { body: { require_admin_2fa: false } })
      .on('GET /api/admin/security/two-factor', { body: [admin('Durand', null)] });
    renderWithApi(<AdminsTwoFactorCard />, { api });
    expect(await screen.findByText('Facultative')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Double authentification des administrateurs' });
    expect(list).toHaveTextContent('Non activée');
    expect(list).not.toHaveTextContent('prochaine connexion');
  });
});
