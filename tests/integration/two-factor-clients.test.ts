import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../support/constants';
import { totp } from '../support/totp';
import { asAdmin, call, everyPage, form, login, newClient } from './api';

/**
 * Two-factor sign-in for approved clients (issue 36): the administrators' flow (issue 22,
 * two-factor.test.ts) on a garage's account, the clients' rule of the business, and the security
 * dashboard's list of the clients who have it. Codes come from tests/support/totp.ts.
 */
const password = (email: string, pw: string) => call('POST', '/api/auth/login', { body: { email, password: pw } });
const withCode = (mfa_token: string, code: string) => call('POST', '/api/auth/login/totp', { body: { mfa_token, code } });
const otherThan = (code: string) => (code === '123456' ? '654321' : '123456');

/** Turns a client's second factor on with the previous step's code (the current one stays free for a sign-in). */
async function enrol(token: string) {
  const setup = await call('POST', '/api/auth/totp/setup', { token });
  expect(setup.status).toBe(200);
  expect(setup.body.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
  expect(await call('POST', '/api/auth/totp/enable', { token, body: { code: otherThan(totp(setup.body.secret)) } })).toMatchObject({
    status: 400,
    body: { detail: 'Code de vérification incorrect' },
  });
  const enabled = await call('POST', '/api/auth/totp/enable', { token, body: { code: totp(setup.body.secret, Date.now() - 30_000) } });
  expect(enabled).toMatchObject({ status: 200, body: { detail: 'Double authentification activée' } });
  expect(enabled.body.recovery_codes).toHaveLength(10);
  return { secret: setup.body.secret as string, recovery: enabled.body.recovery_codes as string[], accessToken: enabled.body.access_token as string };
}

type Listed = { id: string; email: string; company_name: string; enabled_at: string };
const listedClients = async () => everyPage<Listed>('/api/admin/security/two-factor/clients?limit=50', await asAdmin());

describe('two-factor sign-in for clients', () => {
  it('lets an approved client turn it on: the sign-in then needs a code, once; a recovery code once; off with a valid code', async () => {
    const client = await newClient();
    const { secret, recovery } = await enrol(client.token);
    const me = await call('GET', '/api/auth/me', { token: client.token });
    expect(me.body).toMatchObject({ totp_enabled: true, recovery_codes_left: 10, mfa_enrolment_required: false });
    expect(JSON.stringify(me.body)).not.toContain(secret);
    expect(await call('POST', '/api/auth/totp/setup', { token: client.token })).toMatchObject({ status: 409, body: { detail: 'La double authentification est déjà activée' } });

    // The password alone no longer signs in.
    const first = await password(client.email, client.password);
    expect(first.body).toEqual({ mfa_required: true, mfa_token: expect.any(String) });
    expect(await withCode(first.body.mfa_token, otherThan(totp(secret)))).toMatchObject({ status: 401, body: { detail: 'Code de vérification incorrect' } });
    const code = totp(secret);
    const signed = await withCode(first.body.mfa_token, code);
    expect(signed).toMatchObject({ status: 200, body: { user: { email: client.email, role: 'client' } } });
    expect((await call('GET', '/api/orders', { token: signed.body.access_token })).status).toBe(200);
    // The same code again within its window: refused.
    const again = await password(client.email, client.password);
    expect(await withCode(again.body.mfa_token, code)).toMatchObject({ status: 401, body: { detail: 'Ce code a déjà été utilisé. Attendez le suivant.' } });

    // A recovery code, once.
    const third = await password(client.email, client.password);
    expect((await withCode(third.body.mfa_token, recovery[0]!)).status).toBe(200);
    const fourth = await password(client.email, client.password);
    expect(await withCode(fourth.body.mfa_token, recovery[0]!)).toMatchObject({ status: 401, body: { detail: 'Code de vérification incorrect' } });
    expect((await call('GET', '/api/auth/me', { token: client.token })).body.recovery_codes_left).toBe(9);

    // Listed on the security dashboard with its company while on.
    expect((await listedClients()).find((c) => c.id === client.id)).toMatchObject({ email: client.email, company_name: client.input.company_name, enabled_at: expect.any(String) });

    // Off only with a valid code: a wrong one and the spent one are refused.
    const off = (value: string) => call('DELETE', '/api/auth/totp', { token: client.token, body: { code: value } });
    expect(await off(otherThan(totp(secret, Date.now() + 30_000)))).toMatchObject({ status: 400, body: { detail: 'Code de vérification incorrect' } });
    expect(await off(code)).toMatchObject({ status: 400, body: { detail: 'Ce code a déjà été utilisé. Attendez le suivant.' } });
    expect(await off(totp(secret, Date.now() + 30_000))).toMatchObject({ status: 200, body: { detail: 'Double authentification désactivée' } });
    expect(await off(totp(secret, Date.now() + 30_000))).toMatchObject({ status: 409, body: { detail: "La double authentification n'est pas activée" } });
    expect((await password(client.email, client.password)).body).toMatchObject({ access_token: expect.any(String) });
    expect((await listedClients()).some((c) => c.id === client.id)).toBe(false);

    // Both changes are in the security log, under the client's address, as an administrator's are.
    const logs = await call('GET', '/api/admin/security/logs?limit=100', { token: await asAdmin() });
    const events = (logs.body as { event: string; user_email: string | null }[]).filter((l) => l.user_email === client.email).map((l) => l.event);
    expect(events).toEqual(expect.arrayContaining(['totp_enabled', 'totp_disabled', 'recovery_code_used']));
  });

  it('refuses a pending or disabled client, and keeps another client out of the enrolled one’s sessions', async () => {
    const pending = await newClient({ approve: false });
    for (const [method, path] of [['POST', '/api/auth/totp/setup'], ['POST', '/api/auth/totp/enable'], ['DELETE', '/api/auth/totp']] as const) {
      expect(await call(method, path, { token: pending.token, body: method === 'POST' && path.endsWith('setup') ? undefined : { code: '123456' } })).toMatchObject({
        status: 403,
        body: { detail: "Votre compte est en attente de validation par l'administration." },
      });
    }

    const client = await newClient();
    const { secret } = await enrol(client.token);
    const first = await password(client.email, client.password);
    const signed = await withCode(first.body.mfa_token, totp(secret));
    expect(signed.status).toBe(200);
    // Another client's call on this client's session: 404, as without a second factor.
    const stranger = await newClient();
    const sessions = await call('GET', '/api/auth/sessions', { token: signed.body.access_token });
    expect(sessions.body.length).toBeGreaterThan(0);
    expect(await call('DELETE', `/api/auth/sessions/${sessions.body[0].id}`, { token: stranger.token })).toMatchObject({ status: 404 });
    // The dashboard is the administrators'.
    expect((await call('GET', '/api/admin/security/two-factor/clients', { token: client.token })).status).toBe(403);

    const admin = await asAdmin();
    expect((await call('PUT', `/api/admin/users/${client.id}/status`, { token: admin, body: form({ status: 'disabled' }) })).status).toBe(200);
    expect(await call('DELETE', '/api/auth/totp', { token: client.token, body: { code: totp(secret, Date.now() + 30_000) } })).toMatchObject({ status: 403 });
    expect(await password(client.email, client.password)).toMatchObject({ status: 403, body: { detail: "Votre compte est désactivé. Contactez l'administration." } });
  });

  it('lists the clients with a second factor by pages, latest first', async () => {
    const older = await newClient();
    const newer = await newClient();
    await enrol(older.token);
    await enrol(newer.token);
    const admin = await asAdmin();
    const page = await call('GET', '/api/admin/security/two-factor/clients?limit=1', { token: admin });
    expect(page.status).toBe(200);
    expect(page.body).toEqual([expect.objectContaining({ id: newer.id, company_name: newer.input.company_name })]);
    const cursor = page.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const next = await call('GET', `/api/admin/security/two-factor/clients?limit=1&cursor=${encodeURIComponent(cursor!)}`, { token: admin });
    expect(next.body).toEqual([expect.objectContaining({ id: older.id })]);
  });

  it('when the business requires it for clients, sends an approved client to enrolment; administrators and pending clients are not asked', async () => {
    const root = await asAdmin();
    const put = (body: Record<string, boolean>) => call('PUT', '/api/admin/security/policy', { token: root, body });
    expect((await call('GET', '/api/admin/security/policy', { token: root })).body).toEqual({ require_admin_2fa: false, require_client_2fa: false });
    expect(await put({ require_admin_2fa: false, require_client_2fa: true })).toMatchObject({ status: 200, body: { require_admin_2fa: false, require_client_2fa: true } });
    try {
      // The administrators' rule alone leaves the clients' as saved.
      expect(await put({ require_admin_2fa: false })).toMatchObject({ status: 200, body: { require_client_2fa: true } });
      const client = await newClient();
      expect((await call('GET', '/api/auth/me', { token: client.token })).body).toMatchObject({ mfa_enrolment_required: true, totp_enabled: false });
      expect(await call('GET', '/api/orders', { token: client.token })).toMatchObject({ status: 403, body: { detail: 'Activez la double authentification pour continuer' } });
      const { secret, accessToken } = await enrol(client.token);
      expect((await call('GET', '/api/orders', { token: accessToken })).status).toBe(200);
      expect(await call('DELETE', '/api/auth/totp', { token: accessToken, body: { code: totp(secret) } })).toMatchObject({
        status: 409,
        body: { detail: 'La double authentification est obligatoire pour les clients' },
      });

      const pending = await newClient({ approve: false });
      expect((await call('GET', '/api/auth/me', { token: pending.token })).body).toMatchObject({ mfa_enrolment_required: false });
      const admin = await login(TEST_ADMIN.email, TEST_ADMIN.password);
      expect((await call('GET', '/api/admin/stats', { token: admin.access_token })).status).toBe(200);
    } finally {
      await put({ require_admin_2fa: false, require_client_2fa: false });
    }
  });
});
