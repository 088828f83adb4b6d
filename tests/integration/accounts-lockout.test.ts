import { describe, expect, it } from 'vitest';
import { asAdmin, call, form, newClient } from './api';

const attempt = (email: string, password: string) => call('POST', '/api/auth/login', { body: { email, password } });

describe('lockout after five failed logins', () => {
  it('locks on the fifth failure, logs it, refuses even the right password, until unlocked', async () => {
    const client = await newClient();
    const admin = await asAdmin();
    const before = (await call('GET', '/api/admin/security/stats', { token: admin })).body;

    for (let i = 1; i <= 4; i++) expect((await attempt(client.email, 'mauvais')).status).toBe(401);
    const fifth = await attempt(client.email, 'mauvais');
    expect(fifth.status).toBe(423);
    expect(fifth.body.detail).toMatch(/verrouillé/);

    const locked = await attempt(client.email, client.password);
    expect(locked.status).toBe(423);

    const list = await call('GET', '/api/admin/security/locked-accounts', { token: admin });
    expect(list.status).toBe(200);
    const entry = list.body.find((a: { id: string }) => a.id === client.id);
    expect(entry).toMatchObject({ email: client.email, first_name: 'Jean', last_name: 'Dupont', company_name: 'Garage Dupont' });
    expect(Date.parse(entry.locked_at)).not.toBeNaN();

    const stats = (await call('GET', '/api/admin/security/stats', { token: admin })).body;
    expect(stats.totalFailedAttempts).toBeGreaterThanOrEqual(before.totalFailedAttempts + 5);
    expect(stats.lockedAccountsCount).toBeGreaterThanOrEqual(1);
    expect(stats.suspiciousActivities).toBeGreaterThan(before.suspiciousActivities);
    expect(Date.parse(stats.lastSecurityIncident)).not.toBeNaN();

    const logs = (await call('GET', '/api/admin/security/logs?limit=100', { token: admin })).body as Array<Record<string, string>>;
    const mine = logs.filter((l) => l.user_email === client.email);
    expect(mine.filter((l) => l.event === 'login_failed')).toHaveLength(5);
    expect(mine.find((l) => l.event === 'account_locked')).toMatchObject({ type: 'critical' });
    for (const log of mine) expect(Date.parse(log.timestamp!)).not.toBeNaN();

    const unlock = await call('POST', `/api/admin/users/${client.id}/unlock`, { token: admin });
    expect(unlock.status).toBe(200);
    expect((await attempt(client.email, client.password)).status).toBe(200);
    const after = (await call('GET', '/api/admin/security/locked-accounts', { token: admin })).body;
    expect(after.some((a: { id: string }) => a.id === client.id)).toBe(false);
  });

  it('resets the failure count after a successful login', async () => {
    const client = await newClient();
    for (let i = 0; i < 4; i++) await attempt(client.email, 'mauvais');
    expect((await attempt(client.email, client.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt(client.email, 'mauvais')).status).toBe(401);
    expect((await attempt(client.email, client.password)).status).toBe(200);
  });

  it('answers 404 when unlocking an unknown account', async () => {
    const res = await call('POST', '/api/admin/users/inconnu/unlock', { token: await asAdmin() });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('Utilisateur introuvable');
  });
});

describe('administration of accounts', () => {
  it('lists clients as a JSON array without password material', async () => {
    const client = await newClient({ approve: false });
    const res = await call('GET', '/api/admin/users', { token: await asAdmin() });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body.find((u: { id: string }) => u.id === client.id)).toMatchObject({ status: 'pending', role: 'client' });
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt|failed_attempts|"pk"/);
  });

  it('changes status with a multipart form or JSON; refuses an unknown status', async () => {
    const client = await newClient({ approve: false });
    const admin = await asAdmin();
    const approved = await call('PUT', `/api/admin/users/${client.id}/status`, { token: admin, body: form({ status: 'approved' }) });
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('approved');
    const json = await call('PUT', `/api/admin/users/${client.id}/status`, { token: admin, body: { status: 'disabled' } });
    expect(json.body.status).toBe('disabled');
    const bad = await call('PUT', `/api/admin/users/${client.id}/status`, { token: admin, body: form({ status: 'banni' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBeTypeOf('string');
    expect((await call('PUT', '/api/admin/users/nope/status', { token: admin, body: { status: 'approved' } })).status).toBe(404);
  });

  it('refuses clients on admin routes with 403 and anonymous callers with 401', async () => {
    const client = await newClient();
    for (const [method, path] of [
      ['GET', '/api/admin/users'],
      ['PUT', `/api/admin/users/${client.id}/status`],
      ['POST', `/api/admin/users/${client.id}/unlock`],
      ['GET', '/api/admin/security/locked-accounts'],
      ['GET', '/api/admin/security/stats'],
    ] as const) {
      const asClient = await call(method, path, { token: client.token, body: method === 'GET' ? undefined : { status: 'approved' } });
      expect(asClient.status, `${method} ${path}`).toBe(403);
      expect(asClient.body.detail).toBe('Accès réservé aux administrateurs');
      expect((await call(method, path)).status).toBe(401);
    }
  });

  it('keeps a pending client out of approved-only routes with 403', async () => {
    const client = await newClient({ approve: false });
    const res = await call('GET', '/api/admin/users', { token: client.token });
    expect(res.status).toBe(403);
  });
});

describe('the gateway', () => {
  it('answers an unknown path with 404 and a wrong method with 405, as JSON details', async () => {
    const unknown = await call('GET', '/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Ressource introuvable' });
    const wrong = await call('DELETE', '/api/auth/login');
    expect(wrong.status).toBe(405);
    expect(wrong.body).toEqual({ detail: 'Méthode non autorisée' });
  });

  it('sends security headers and never a stack trace', async () => {
    const res = await call('POST', '/api/auth/login', { body: '{', headers: { 'content-type': 'application/json' } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|Error:/);
  });
});
