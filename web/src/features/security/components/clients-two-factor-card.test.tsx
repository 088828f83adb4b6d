import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { ClientsTwoFactorCard } from './clients-two-factor-card';

const client = (id: string, company_name: string, enabled_at: string) => ({
  id,
  first_name: 'Jean',
  last_name: id,
  email: `${id.toLowerCase()}@garage.test`,
  company_name,
  enabled_at,
});

describe('ClientsTwoFactorCard', () => {
  it('lists the clients with a second factor, by company and since when, and loads more by the cursor', async () => {
    const api = createApiDouble()
      .on('GET /api/admin/security/policy', { body: { require_admin_2fa: true, require_client_2fa: false } })
      .on('GET /api/admin/security/two-factor/clients', ({ query }) =>
        query.get('cursor')
          ? { body: [client('Leroy', 'Atelier Leroy', '2026-11-02T08:00:00.000Z')] }
          : { body: [client('Martin', 'Garage Martin', '2026-11-20T09:30:00.000Z')], headers: { 'X-Next-Cursor': 'next' } },
      );
    renderWithApi(<ClientsTwoFactorCard />, { api });

    const list = await screen.findByRole('list', { name: 'Double authentification des clients' });
    const [first] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Garage Martin');
    expect(first).toHaveTextContent('Jean Martin · martin@garage.test');
    expect(first).toHaveTextContent('Activée depuis le 20/11/2026');
    // The clients' rule, not the administrators'.
    expect(await screen.findByText('Facultative')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Charger plus' }));
    await expect.poll(() => within(list).queryAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Atelier Leroy');
    expect(api.callsTo('GET /api/admin/security/two-factor/clients').at(-1)?.query.get('cursor')).toBe('next');
  });

  it('says when no client has it, and when the rule makes it mandatory', async () => {
    const api = createApiDouble()
      .on('GET /api/admin/security/policy', { body: { require_admin_2fa: false, require_client_2fa: true } })
      .on('GET /api/admin/security/two-factor/clients', { body: [] });
    renderWithApi(<ClientsTwoFactorCard />, { api });
    expect(await screen.findByText("Aucun client n'a activé la double authentification")).toBeInTheDocument();
    expect(await screen.findByText('Obligatoire')).toBeInTheDocument();
  });
});
