import { describe, expect, it } from 'vitest';
import { totp } from '../support/totp';
import { asAdmin, call, CHOSEN_PASSWORD, firstLogin, newClient, registration } from './api';

/**
 * Two-factor sign-in for administrators (issue 22). The codes are computed from the shown key
 * by tests/support/totp.ts, independently of the portal's library.
 */
/** A new administrator, signed in: its e-mail, password and access token. */
async function newAdmin() {
  const input = registration();
  const created = await call('POST', '/api/admin/users', { token: await asAdmin(), body: { ...input, role: 'admin' } });
  expect(created.status).toBe(201);
  return { email: input.email, password: CHOSEN_PASSWORD, token: (await firstLogin(input.email, input.password)).access_token };
}

const password = (email: string, pw: string) => call('POST', '/api/auth/login', { body: { email, password: pw } });
const withCode = (mfa_token: string, code: string) => call('POST', '/api/auth/login/totp', { body: { mfa_token, code } });

async function enrolled() {
  const admin = await newAdmin();
  const setup = await call('POST', '/api/auth/totp/setup', { token: admin.token });
  expect(setup.status).toBe(200);
  expect(setup.body.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
  // A wrong code proves nothing.
  expect(await call('POST', '/api/auth/totp/enable', { token: admin.token, body: { code: '000000' === totp(setup.body.secret) ? '111111' : '000000' } })).toMatchObject({ status: 400, body: { detail: 'Code de vérification incorrect' } });
  // The code that enables is spent: the next sign-in needs the following step's (or waits), so enrol with the previous step's.
  const enabled = await call('POST', '/api/auth/totp/enable', { token: admin.token, body: { code: totp(setup.body.secret, Date.now() - 30_000) } });
  expect(enabled.status).toBe(200);
  expect(enabled.body.recovery_codes).toHaveLength(10);
  return { ...admin, secret: setup.body.secret as string, recovery: enabled.body.recovery_codes as string[] };
}

describe('two-factor sign-in', () => {
  it('asks an enrolled administrator for a code after the password; a code is good once; a wrong one counts', async () => {
    const admin = await enrolled();
    const me = await call('GET', '/api/auth/me', { token: admin.token });
    expect(me.body).toMatchObject({ totp_enabled: true, recovery_codes_left: 10 });
    expect(JSON.stringify(me.body)).not.toContain(admin.secret);

    const first = await password(admin.email, admin.password);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ mfa_required: true, mfa_token: expect.any(String) });
    expect(await withCode(first.body.mfa_token, '12345')).toMatchObject({ status: 400 });
    const wrong = totp(admin.secret) === '123456' ? '654321' : '123456';
    expect(await withCode(first.body.mfa_token, wrong)).toMatchObject({ status: 401, body: { detail: 'Code de vérification incorrect' } });

    const code = totp(admin.secret);
    const signed = await withCode(first.body.mfa_token, code);
    expect(signed).toMatchObject({ status: 200, body: { user: { email: admin.email } } });
    expect((await call('GET', '/api/admin/stats', { token: signed.body.access_token })).status).toBe(200);
    // The same code again, within its window: refused.
    const again = await password(admin.email, admin.password);
    expect(await withCode(again.body.mfa_token, code)).toMatchObject({ status: 401, body: { detail: 'Ce code a déjà été utilisé. Attendez le suivant.' } });
    expect(await withCode('pas-un-jeton', code)).toMatchObject({ status: 401, body: { detail: 'Étape de connexion expirée\u202f: saisissez à nouveau votre mot de passe' } });
  });

  it('takes each recovery code once', async () => {
    const admin = await enrolled();
    const [recovery] = admin.recovery;
    const first = await password(admin.email, admin.password);
    expect((await withCode(first.body.mfa_token, recovery!.toUpperCase())).status).toBe(200);
    const second = await password(admin.email, admin.password);
    expect(await withCode(second.body.mfa_token, recovery!)).toMatchObject({ status: 401, body: { detail: 'Code de vérification incorrect' } });
    expect((await call('GET', '/api/auth/me', { token: admin.token })).body.recovery_codes_left).toBe(9);
  });

  it('when required, sends an administrator without it to enrolment, and admits it everywhere once enrolled', async () => {
    const root = await asAdmin();
    const client = await newClient();
    expect((await call('PUT', '/api/admin/security/policy', { token: client.token, body: { require_admin_2fa: true } })).status).toBe(403);
    expect(await call('PUT', '/api/admin/security/policy', { token: root, body: { require_admin_2fa: true } })).toMatchObject({ status: 200, body: { require_admin_2fa: true } });
    try {
      const admin = await newAdmin();
      const signed = await password(admin.email, admin.password);
      const token = signed.body.access_token as string;
      expect((await call('GET', '/api/auth/me', { token })).body).toMatchObject({ mfa_enrolment_required: true, totp_enabled: false });
      expect(await call('GET', '/api/admin/stats', { token })).toMatchObject({ status: 403, body: { detail: 'Activez la double authentification pour continuer' } });
      const setup = await call('POST', '/api/auth/totp/setup', { token });
      const enabled = await call('POST', '/api/auth/totp/enable', { token, body: { code: totp(setup.body.secret) } });
      expect(enabled.status).toBe(200);
      expect((await call('GET', '/api/admin/stats', { token: enabled.body.access_token })).status).toBe(200);
      // Required: it cannot be turned off.
      expect(await call('DELETE', '/api/auth/totp', { token: enabled.body.access_token, body: { code: totp(setup.body.secret, Date.now() + 30_000) } })).toMatchObject({ status: 409, body: { detail: 'La double authentification est obligatoire pour les administrateurs' } });
      // A client is not asked by the administrators' rule (two-factor-clients.test.ts for its own).
      expect((await call('GET', '/api/orders', { token: client.token })).status).toBe(200);
      expect((await call('GET', '/api/auth/me', { token: client.token })).body).toMatchObject({ mfa_enrolment_required: false });
    } finally {
      await call('PUT', '/api/admin/security/policy', { token: root, body: { require_admin_2fa: false } });
    }
  });
});
