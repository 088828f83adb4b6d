import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { SecurityPolicyCard } from './security-policy-card';

describe('SecurityPolicyCard', () => {
  it("saves the clients' rule apart from the administrators' one, both sent whole", async () => {
    const api = createApiDouble()
      .on('GET /api/admin/security/policy', { body: { require_admin_2fa: true, require_client_2fa: false } })
      .on('PUT /api/admin/security/policy', ({ body }) => ({ body: body as { require_admin_2fa: boolean; require_client_2fa: boolean } }));
    renderWithApi(<SecurityPolicyCard />, { api });

    const admins = await screen.findByRole('checkbox', { name: 'Double authentification obligatoire pour les administrateurs' });
    const clients = screen.getByRole('checkbox', { name: 'Double authentification obligatoire pour les clients' });
    await expect.poll(() => admins.getAttribute('data-state')).toBe('checked');
    expect(clients).toHaveAttribute('data-state', 'unchecked');
    fireEvent.click(clients);
    await expect.poll(() => clients.getAttribute('data-state')).toBe('checked');
    expect(api.callsTo('PUT /api/admin/security/policy').map((call) => call.body)).toEqual([{ require_admin_2fa: true, require_client_2fa: true }]);
    expect(await screen.findByText('Règle de connexion enregistrée')).toBeInTheDocument();
  });
});
