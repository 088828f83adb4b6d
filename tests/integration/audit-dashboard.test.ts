import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@app/shared/audit/schemas';
import type { AdminTwoFactor } from '@app/shared/security/schemas';
import { totp } from '../support/totp';
import { asAdmin, call, everyPage, firstLogin, login, newClient, registration } from './api';

/** The security dashboard's second factor per administrator (issue 22, item 4), and a client's sessions ended by an administrator. */
async function newAdmin() {
  const input = registration();
  const created = await call('POST', '/api/admin/users', { token: await asAdmin(), body: { ...input, role: 'admin' } });
  expect(created.status).toBe(201);
  return { id: created.body.id as string, token: (await firstLogin(input.email, input.password)).access_token };
}

const statuses = async () => everyPage<AdminTwoFactor>('/api/admin/security/two-factor?limit=2', await asAdmin());

describe('GET /api/admin/security/two-factor', () => {
  it('answers each administrator on or off and since when, by pages; never a client; only to administrators', async () => {
    const [on, off] = [await newAdmin(), await newAdmin()];
    const setup = await call('POST', '/api/auth/totp/setup', { token: on.token });
    const before = Date.now();
    const enabled = await call('POST', '/api/auth/totp/enable', { token: on.token, body: { code: totp(setup.body.secret) } });
    expect(enabled.status).toBe(200);
    const client = await newClient();

    const all = await statuses();
    const byId = new Map(all.map((a) => [a.id, a]));
    expect(byId.get(off.id)).toMatchObject({ enabled: false, enabled_at: null });
    expect(byId.get(on.id)).toMatchObject({ enabled: true, enabled_at: expect.any(String) });
    expect(Date.parse(byId.get(on.id)!.enabled_at!)).toBeGreaterThanOrEqual(before - 1000);
    expect(byId.has(client.id)).toBe(false);
    expect(JSON.stringify(all)).not.toContain(setup.body.secret);
    // Paged by the shared cursor: two per page here, and no one twice.
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length);

    expect((await call('GET', '/api/admin/security/two-factor', { token: client.token })).status).toBe(403);
    expect((await call('GET', '/api/admin/security/two-factor')).status).toBe(401);
    expect((await call('GET', '/api/admin/security/two-factor?limit=0', { token: await asAdmin() })).status).toBe(400);
  });
});

describe("an administrator ends a client's sessions", () => {
  it('records one entry on the client for all its sessions, and none when it had none left', async () => {
    const client = await newClient();
    await login(client.email, client.password);
    const admin = await asAdmin();
    const entries = () => everyPage<AuditEntry>(`/api/admin/clients/${client.id}/audit?limit=1`, admin);
    const end = () => call('DELETE', `/api/admin/users/${client.id}/sessions`, { token: admin });
    expect((await end()).body.ended).toBe(2);
    expect((await end()).body.ended).toBe(0);
    expect((await call('DELETE', '/api/admin/users/inconnu/sessions', { token: admin })).status).toBe(404);
    const mine = (await entries()).filter((e) => e.action === 'account.sessions');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ client_id: client.id, subject: client.input.company_name, before: {}, after: {} });
  });
});
