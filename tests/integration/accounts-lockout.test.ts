import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, call, form, newClient, registration, type ApiResponse } from './api';
import { useFunctionsEnv } from './functions-env';

/**
 * Logins sent from an address of their own (127.0.0.0/8 is all loopback): the per-address limit
 * of one test never touches the others, which sign in from the test file's own address (api.ts).
 */
const newAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(2, 255)}`;

/** A sign-in sent from `address` (callFrom), its answer held to the contract and the document. */
const loginFrom = (address: string, email: string, password: string): Promise<ApiResponse> =>
  call('POST', '/api/auth/login', { body: { email, password }, from: address });

/** Shifts a lock into the past, as if its time had run out (the lock is stored, not computed). */
async function expireLock(userId: string) {
  const { userEntity } = await import('@app/functions/users/user-record');
  const { indexKeys } = await import('@app/functions/lib/db/keys');
  const past = new Date(Date.now() - 1000).toISOString();
  await userEntity.update(userEntity.key(userId), { set: { locked_until: past, ...indexKeys.lockedUser(past, userId) } });
}

type Locked = { id: string; locked_at: string; locked_until: string };
const lockedList = async (admin: string) =>
  (await call('GET', '/api/admin/security/locked-accounts', { token: admin })).body as Locked[];
/** Minutes from now to the end of the account's lock as the dashboard lists it (undefined: not locked). */
async function lockMinutes(admin: string, id: string) {
  const entry = (await lockedList(admin)).find((a) => a.id === id);
  return entry ? Math.round((Date.parse(entry.locked_until) - Date.now()) / 60_000) : undefined;
}

beforeAll(() => useFunctionsEnv());

describe('lockout with backoff', () => {
  it('locks on the fifth failure for a minute, logs it, refuses even the right password, until unlocked', async () => {
    const client = await newClient();
    const admin = await asAdmin();
    const from = newAddress();
    const attempt = (password: string) => loginFrom(from, client.email, password);
    const before = (await call('GET', '/api/admin/security/stats', { token: admin })).body;

    for (let i = 1; i <= 4; i++) expect((await attempt('mauvais')).status).toBe(401);
    const fifth = await attempt('mauvais');
    expect(fifth.status).toBe(423);
    expect(fifth.body.detail).toBe(
      "Compte verrouillé après plusieurs tentatives de connexion échouées. Réessayez dans 1 minute ou contactez l'administration pour le débloquer.",
    );

    const locked = await attempt(client.password);
    expect(locked.status).toBe(423);
    expect(locked.body.detail).toMatch(/^Compte verrouillé/);

    const list = await lockedList(admin);
    const entry = list.find((a) => a.id === client.id);
    expect(entry).toMatchObject({ email: client.email, first_name: 'Jean', last_name: 'Dupont', company_name: 'Garage Dupont' });
    expect(Date.parse(entry!.locked_at)).not.toBeNaN();
    expect(await lockMinutes(admin, client.id)).toBe(1);

    const stats = (await call('GET', '/api/admin/security/stats', { token: admin })).body;
    expect(stats.totalFailedAttempts).toBeGreaterThanOrEqual(before.totalFailedAttempts + 5);
    expect(stats.lockedAccountsCount).toBeGreaterThanOrEqual(1);
    expect(stats.suspiciousActivities).toBeGreaterThan(before.suspiciousActivities);
    expect(Date.parse(stats.lastSecurityIncident)).not.toBeNaN();

    const logs = (await call('GET', '/api/admin/security/logs?limit=100', { token: admin })).body as Array<Record<string, string>>;
    const mine = logs.filter((l) => l.user_email === client.email);
    expect(mine.filter((l) => l.event === 'login_failed')).toHaveLength(5);
    expect(mine.find((l) => l.event === 'account_locked')).toMatchObject({
      type: 'critical',
      message: 'Compte verrouillé pendant 1 minute après 5 échecs de connexion',
    });
    for (const log of mine) expect(Date.parse(log.timestamp!)).not.toBeNaN();

    const unlock = await call('POST', `/api/admin/users/${client.id}/unlock`, { token: admin });
    expect(unlock.status).toBe(200);
    expect(unlock.body.detail).toBe('Compte déverrouillé avec succès');
    expect((await attempt(client.password)).status).toBe(200);
    expect((await lockedList(admin)).some((a) => a.id === client.id)).toBe(false);
    // The unlock started over: four more failures are not a lock.
    for (let i = 0; i < 4; i++) expect((await attempt('mauvais')).status).toBe(401);
  });

  it('lets the lock expire, then doubles it at each further failure; a success starts over', async () => {
    const client = await newClient();
    const admin = await asAdmin();
    const from = newAddress();
    const attempt = (password: string) => loginFrom(from, client.email, password);
    for (let i = 1; i <= 4; i++) await attempt('mauvais');
    expect((await attempt('mauvais')).status).toBe(423);
    expect(await lockMinutes(admin, client.id)).toBe(1);

    await expireLock(client.id);
    expect((await lockedList(admin)).some((a) => a.id === client.id)).toBe(false);
    const sixth = await attempt('mauvais');
    expect(sixth.status).toBe(423);
    expect(sixth.body.detail).toMatch(/Réessayez dans 2 minutes/);
    expect(await lockMinutes(admin, client.id)).toBe(2);

    await expireLock(client.id);
    expect((await attempt('mauvais')).body.detail).toMatch(/Réessayez dans 4 minutes/);
    expect(await lockMinutes(admin, client.id)).toBe(4);

    // The lock ran out: the right password opens, and the count starts over.
    await expireLock(client.id);
    expect((await attempt(client.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('mauvais')).status).toBe(401);
    expect((await attempt('mauvais')).body.detail).toMatch(/Réessayez dans 1 minute /);
  });

  it('resets the failure count after a successful login', async () => {
    const client = await newClient();
    const from = newAddress();
    for (let i = 0; i < 4; i++) await loginFrom(from, client.email, 'mauvais');
    expect((await loginFrom(from, client.email, client.password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await loginFrom(from, client.email, 'mauvais')).status).toBe(401);
    expect((await loginFrom(from, client.email, client.password)).status).toBe(200);
  });

  it('locks an administrator too, but only for a while: it logs in when the lock ends, or once another unlocks it', async () => {
    const admin = await asAdmin();
    const { first_name, last_name, company_name, phone, address, email, password } = registration();
    const created = await call('POST', '/api/admin/users', {
      token: admin,
      body: { first_name, last_name, company_name, phone, address, email, password, role: 'admin' },
    });
    expect(created.status).toBe(201);
    const attacker = newAddress();
    for (let i = 1; i <= 5; i++) await loginFrom(attacker, email, 'devine');
    expect((await loginFrom(newAddress(), email, password)).status).toBe(423);
    await expireLock(created.body.id);
    expect((await loginFrom(newAddress(), email, password)).status).toBe(200);

    for (let i = 1; i <= 5; i++) await loginFrom(attacker, email, 'devine');
    expect((await loginFrom(newAddress(), email, password)).status).toBe(423);
    expect((await call('POST', `/api/admin/users/${created.body.id}/unlock`, { token: admin })).status).toBe(200);
    expect((await loginFrom(newAddress(), email, password)).status).toBe(200);
  });

  it('answers 404 when unlocking an unknown account', async () => {
    const res = await call('POST', '/api/admin/users/inconnu/unlock', { token: await asAdmin() });
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('Utilisateur introuvable');
  });
});

describe('per-address limit on failed logins', () => {
  it('refuses an address with 429 after 20 failures in its window, whatever the account, and only that address', async () => {
    const victims = [await newClient(), await newClient(), await newClient(), await newClient()];
    const attacker = newAddress();
    // Twenty failures spread over accounts, four each, and unknown e-mails: no account reaches its lock.
    const targets = [...victims.flatMap((v) => [v.email, v.email, v.email, v.email]), ...[1, 2, 3, 4].map((i) => `inconnu-${i}@garage.test`)];
    for (const email of targets) expect((await loginFrom(attacker, email, 'devine')).status).toBe(401);
    const refused = await loginFrom(attacker, victims[0]!.email, victims[0]!.password);
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toMatch(/^Trop de tentatives de connexion échouées depuis votre adresse\. Réessayez dans \d+ minutes?\.$/);
    // When to try again, in seconds: the rest of the address's window (900 s in the tests' stack).
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(Number(refused.body.detail.match(/(\d+) minute/)?.[1])).toBe(Math.ceil(retryAfter / 60));

    // The victims are not locked out: from their own addresses they log in.
    for (const victim of victims) expect((await loginFrom(newAddress(), victim.email, victim.password)).status).toBe(200);
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
    // The security log names the statuses by their French labels.
    const logs = (await call('GET', '/api/admin/security/logs?limit=100', { token: admin })).body as Array<Record<string, string>>;
    const changes = logs.filter((l) => l.user_email === client.email && l.event === 'account_status_changed').map((l) => l.message);
    expect(changes).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Statut du compte passé à «\u202fActif\u202f» par /), expect.stringMatching(/^Statut du compte passé à «\u202fDésactivé\u202f» par /)]),
    );
    expect(changes.join(' ')).not.toMatch(/approved|disabled|pending/);
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
  it('answers an unknown path and a wrong method with 404, as the REST API does (no method declared), as JSON details', async () => {
    const unknown = await call('GET', '/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Ressource introuvable' });
    const wrong = await call('DELETE', '/api/auth/login');
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ detail: 'Ressource introuvable' });
  });

  it('sends security headers and never a stack trace', async () => {
    const res = await call('POST', '/api/auth/login', { body: '{', headers: { 'content-type': 'application/json' } });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|Error:/);
  });
});
