import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_COMPANY } from '@app/shared/brand';
import { asAdmin, call, everyPage, firstLogin, login, newClient, uniqueEmail } from './api';
import { useFunctionsEnv } from './functions-env';

/** Spec §7's administrator calls: /api/admin/administrators, over the account administration's rules. */
const PATH = '/api/admin/administrators';
let admin: string;
beforeAll(async () => {
  useFunctionsEnv();
  admin = await asAdmin();
});

const fields = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Claire',
  last_name: 'Martin',
  email: uniqueEmail('admin'),
  password: 'Mot-de-passe-1',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const body = fields(overrides);
  const res = await call('POST', PATH, { token: admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...res.body, password: body.password } as { id: string; email: string; password: string; company_name: string };
}

/** Two a page: the cursor is followed. */
const listAll = () => everyPage<{ id: string; role: string }>(`${PATH}?limit=2`, admin);

describe('/api/admin/administrators', () => {
  it('creates an administrator with the default company, who can sign in as one (its own password first)', async () => {
    const created = await create();
    expect(created).toMatchObject({ role: 'admin', status: 'approved', company_name: DEFAULT_ADMIN_COMPANY, first_name: 'Claire' });
    const session = await firstLogin(created.email, created.password);
    expect((await call('GET', '/api/admin/stats', { token: session.access_token })).status).toBe(200);
    expect((await create({ company_name: 'Atelier Central' })).company_name).toBe('Atelier Central');
  });

  it('lists only administrators, page by page with a cursor', async () => {
    const created = await create();
    const client = await newClient();
    const listed = await listAll();
    expect(listed.map((a) => a.id)).toContain(created.id);
    expect(listed.map((a) => a.id)).not.toContain(client.id);
    expect(listed.every((a) => a.role === 'admin')).toBe(true);
    expect(new Set(listed.map((a) => a.id)).size).toBe(listed.length);
    // The older call still lists them too.
    expect((await call('GET', '/api/admin/users?role=admin&limit=100', { token: admin })).body.map((a: { id: string }) => a.id)).toContain(created.id);
  });

  it('refuses an e-mail any account has, with a French detail', async () => {
    const client = await newClient();
    for (const email of [client.email.toUpperCase(), 'admin@test.local']) {
      const res = await call('POST', PATH, { token: admin, body: fields({ email }) });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ detail: 'Un compte existe déjà avec cette adresse e-mail' });
    }
    const short = await call('POST', PATH, { token: admin, body: fields({ password: 'court' }) });
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe('Le mot de passe doit contenir au moins 8 caractères');
  });

  it('updates the spec fields; the password only when a new one is given', async () => {
    const created = await create({ company_name: 'Atelier Central' });
    const path = `${PATH}/${created.id}`;
    const email = uniqueEmail('renamed');
    const kept = await call('PUT', path, { token: admin, body: { first_name: 'Léa', last_name: 'Roux', email } });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body).toMatchObject({ first_name: 'Léa', last_name: 'Roux', email, company_name: 'Atelier Central', role: 'admin' });
    await login(email, created.password);
    const changed = await call('PUT', path, { token: admin, body: { first_name: 'Léa', last_name: 'Roux', email, new_password: 'Nouveau-Mot-2-Passe' } });
    expect(changed.status).toBe(200);
    await firstLogin(email, 'Nouveau-Mot-2-Passe');
    const client = await newClient();
    const taken = await call('PUT', path, { token: admin, body: { first_name: 'Léa', last_name: 'Roux', email: client.email } });
    expect(taken.status).toBe(409);
    // A client is no administrator: not found here.
    const notAdmin = await call('PUT', `${PATH}/${client.id}`, { token: admin, body: { first_name: 'X', last_name: 'Y', email: uniqueEmail() } });
    expect(notAdmin.status).toBe(404);
    expect(notAdmin.body.detail).toBe('Utilisateur introuvable');
  });

  it('deletes an administrator, never oneself, never the last one, never a client', async () => {
    const other = await create();
    const me = await create();
    const mine = (await firstLogin(me.email, me.password)).access_token;
    const self = await call('DELETE', `${PATH}/${me.id}`, { token: mine });
    expect(self.status).toBe(400);
    expect(self.body.detail).toBe('Vous ne pouvez pas supprimer votre propre compte');
    const client = await newClient();
    expect((await call('DELETE', `${PATH}/${client.id}`, { token: admin })).status).toBe(404);
    await login(client.email, client.password);

    const { table } = await import('@app/functions/lib/db/table');
    const { recountCounters } = await import('@app/functions/order-data/counters/recount');
    // The shared stack keeps its bootstrap administrator: "one left" is set on the counter the guard reads.
    await recountCounters({ fix: true });
    await table.update({ Key: { pk: 'COUNTERS', sk: 'GLOBAL' }, UpdateExpression: 'SET admins = :one', ExpressionAttributeValues: { ':one': 1 } });
    try {
      const last = await call('DELETE', `${PATH}/${other.id}`, { token: admin });
      expect(last.status).toBe(400);
      expect(last.body.detail).toBe('Impossible de supprimer le dernier administrateur');
      await login(other.email, other.password);
    } finally {
      await recountCounters({ fix: true });
    }
    const gone = await call('DELETE', `${PATH}/${other.id}`, { token: mine });
    expect(gone.status).toBe(200);
    expect(gone.body).toEqual({ detail: 'Utilisateur supprimé' });
    expect((await listAll()).map((a) => a.id)).not.toContain(other.id);
  });

  it('answers 403 to a client on every administrator call', async () => {
    const client = await newClient();
    const calls: [string, string, Record<string, unknown> | undefined][] = [
      ['GET', PATH, undefined],
      ['POST', PATH, fields()],
      ['PUT', `${PATH}/${client.id}`, fields()],
      ['DELETE', `${PATH}/${client.id}`, undefined],
    ];
    for (const [method, path, body] of calls) {
      const res = await call(method, path, { token: client.token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(typeof res.body.detail).toBe('string');
    }
  });
});
