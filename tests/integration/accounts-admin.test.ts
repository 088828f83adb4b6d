import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, call, everyPage, firstLogin, form, login, newClient, registration, uniqueEmail } from './api';
import { useFunctionsEnv } from './functions-env';
import { createCategory, createOrder, listKeys, setDiscount, setStatus } from './orders-fixtures';
import { jpeg, png, svg, text, type Bytes } from '../support/images';

/** Administration of accounts (spec §2 Clients and Administrateurs, §7 /api/admin/users). */
let admin: string;
beforeAll(async () => {
  useFunctionsEnv();
  admin = await asAdmin();
});

const newAccount = (overrides: Record<string, unknown> = {}) => {
  const { first_name, last_name, company_name, phone, address, email, password } = registration();
  return { first_name, last_name, company_name, phone, address, email, password, ...overrides };
};

async function createAccount(overrides: Record<string, unknown> = {}) {
  const body = newAccount(overrides);
  const res = await call('POST', '/api/admin/users', { token: admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...res.body, password: body.password } as { id: string; email: string; password: string; role: string };
}

const walk = (query: string) => everyPage<{ id: string }>(`/api/admin/users?${query}`, admin);

describe('POST /api/admin/users', () => {
  it('creates an approved client with solde 0€ who signs in at once, choosing its own password first', async () => {
    const client = await createAccount({ solde: '' });
    expect(client).toMatchObject({ role: 'client', status: 'approved', solde: '0€', has_logo: false, orders_total: 0, balance_due: 0 });
    const session = await firstLogin(client.email, client.password);
    expect(session.user.status).toBe('approved');
  });

  it('creates an administrator with role admin', async () => {
    const created = await createAccount({ role: 'admin' });
    expect(created.role).toBe('admin');
    const session = await firstLogin(created.email, created.password);
    expect((await call('GET', '/api/admin/stats', { token: session.access_token })).status).toBe(200);
  });

  it('refuses an email any account already has, whatever its case and role', async () => {
    const client = await newClient();
    const taken = await call('POST', '/api/admin/users', { token: admin, body: newAccount({ email: client.email.toUpperCase() }) });
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe('Un compte existe déjà avec cette adresse e-mail');
    const adminTaken = await call('POST', '/api/admin/users', { token: admin, body: newAccount({ email: 'admin@test.local', role: 'admin' }) });
    expect(adminTaken.status).toBe(409);
  });

  it('refuses bad fields with a French detail, and a client caller with 403', async () => {
    const short = await call('POST', '/api/admin/users', { token: admin, body: newAccount({ password: 'court' }) });
    expect(short.status).toBe(400);
    expect(short.body.detail).toBe('Le mot de passe doit contenir au moins 8 caractères');
    const noName = await call('POST', '/api/admin/users', { token: admin, body: newAccount({ first_name: '  ' }) });
    expect(noName.body.detail).toBe('Le prénom est requis');
    const badRole = await call('POST', '/api/admin/users', { token: admin, body: newAccount({ role: 'root' }) });
    expect(badRole.status).toBe(400);
    const client = await newClient();
    expect((await call('POST', '/api/admin/users', { token: client.token, body: newAccount() })).status).toBe(403);
  });
});

describe('GET /api/admin/users', () => {
  it('pages clients newest first with their counters, and searches them on the server', async () => {
    const company = `Garage Pagé ${Date.now()}`;
    const clients = [];
    for (let i = 0; i < 3; i++) clients.push(await newClient({ overrides: { company_name: `${company} ${i}` } }));
    const [first] = clients;
    if (!first) throw new Error('no client');
    const { order } = await createOrder(first.token);
    await createOrder(first.token);
    await setStatus(order.id, 'termine');
    const found = await walk(`q=${encodeURIComponent(company.toLowerCase().replace('é', 'e'))}&limit=1`);
    expect(found.map((u) => u.id)).toEqual([...clients].reverse().map((c) => c.id));
    const row = found.find((u) => u.id === first.id) as unknown as Record<string, unknown>;
    expect(row).toMatchObject({ orders_total: 2, unpaid_count: 1, balance_due: order.total_price, has_logo: false });
    expect(JSON.stringify(found)).not.toMatch(/password|scrypt|failed_attempts|"pk"|search_text/);
  });

  it('lists administrators with role=admin, clients by default', async () => {
    const created = await createAccount({ role: 'admin' });
    const admins = await walk('role=admin&limit=100');
    expect(admins.map((u) => u.id)).toContain(created.id);
    expect((await walk(`q=${encodeURIComponent(created.email)}`)).map((u) => u.id)).toEqual([]);
    expect((await call('GET', '/api/admin/users?role=root', { token: admin })).status).toBe(400);
    expect((await call('GET', '/api/admin/users?limit=101', { token: admin })).status).toBe(400);
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it('saves the whole object; an empty new_password keeps the password, a new one replaces it', async () => {
    const client = await newClient();
    const email = uniqueEmail('renamed');
    const edited = { ...newAccount({ email, first_name: 'Paul', company_name: 'Atelier Paul', solde: '120€' }), new_password: '' };
    const res = await call('PUT', `/api/admin/users/${client.id}`, { token: admin, body: edited });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ email, first_name: 'Paul', company_name: 'Atelier Paul', solde: '120€', status: 'approved' });
    await login(email, client.password);
    expect((await call('POST', '/api/auth/login', { body: { email: client.email, password: client.password } })).status).toBe(401);
    // The old address is free again; the new one is taken.
    expect((await call('POST', '/api/admin/users', { token: admin, body: newAccount({ email: client.email }) })).status).toBe(201);
    const withPassword = await call('PUT', `/api/admin/users/${client.id}`, { token: admin, body: { ...edited, new_password: 'Nouveau-Mot-2-Passe' } });
    expect(withPassword.status).toBe(200);
    await firstLogin(email, 'Nouveau-Mot-2-Passe');
    // The search follows the edit.
    expect((await walk('q=atelier%20paul')).map((u) => u.id)).toContain(client.id);
  });

  it('refuses an email taken by another account, an unknown id and a short new password', async () => {
    const [one, two] = [await newClient(), await newClient()];
    const body = { ...newAccount({ email: two.email }), new_password: '' };
    const taken = await call('PUT', `/api/admin/users/${one.id}`, { token: admin, body });
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe('Un compte existe déjà avec cette adresse e-mail');
    await login(one.email, one.password);
    const unknown = await call('PUT', '/api/admin/users/inconnu', { token: admin, body: { ...body, email: uniqueEmail() } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.detail).toBe('Utilisateur introuvable');
    const short = await call('PUT', `/api/admin/users/${one.id}`, { token: admin, body: { ...body, email: one.email, new_password: 'court' } });
    expect(short.status).toBe(400);
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  it('deletes a client: its sessions stop at once, its discounts go, its orders stay', async () => {
    const client = await newClient();
    const category = await createCategory();
    await setDiscount(client.id, category.id, 'percentage', 10);
    const { queryDiscounts: before } = await import('@app/functions/price-list/discount-repository');
    expect(await before(client.id)).toHaveLength(1);
    const { order } = await createOrder(client.token);
    const res = await call('DELETE', `/api/admin/users/${client.id}`, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.detail).toBe('Utilisateur supprimé');
    expect((await call('GET', '/api/orders', { token: client.token })).status).toBe(401);
    expect((await call('POST', '/api/auth/refresh', { body: { refresh_token: client.refreshToken } })).status).toBe(401);
    const { queryDiscounts } = await import('@app/functions/price-list/discount-repository');
    expect(await queryDiscounts(client.id)).toEqual([]);
    expect((await call('GET', `/api/admin/clients/${client.id}/discounts`, { token: admin })).status).toBe(404);
    expect((await call('GET', `/api/orders/${order.id}`, { token: admin })).status).toBe(200);
    expect((await call('DELETE', `/api/admin/users/${client.id}`, { token: admin })).status).toBe(404);
    // Its email can register again.
    expect((await call('POST', '/api/auth/register', { body: registration({ email: client.email }) })).status).toBe(201);
  });

  it('refuses deleting oneself', async () => {
    const me = await createAccount({ role: 'admin' });
    const session = await firstLogin(me.email, me.password);
    const res = await call('DELETE', `/api/admin/users/${me.id}`, { token: session.access_token });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Vous ne pouvez pas supprimer votre propre compte');
  });

  it('never removes the last administrator', async () => {
    const { table } = await import('@app/functions/lib/db/table');
    const { recountCounters } = await import('@app/functions/order-data/counters/recount');
    const other = await createAccount({ role: 'admin' });
    // The shared test stack always keeps its bootstrap administrator, which other tests use; so
    // the state "one administrator left" is set on the counter the guard reads.
    await recountCounters({ fix: true });
    await table.update({ Key: { pk: 'COUNTERS', sk: 'GLOBAL' }, UpdateExpression: 'SET admins = :one', ExpressionAttributeValues: { ':one': 1 } });
    try {
      const res = await call('DELETE', `/api/admin/users/${other.id}`, { token: admin });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('Impossible de supprimer le dernier administrateur');
      await login(other.email, other.password);
    } finally {
      await recountCounters({ fix: true });
    }
    expect((await call('DELETE', `/api/admin/users/${other.id}`, { token: admin })).status).toBe(200);
  });
});

const logoForm = (content: Bytes, filename: string) =>
  form({ file: [new Blob([content], { type: 'application/octet-stream' }), filename] });

describe('client logos', () => {
  it('stores a logo set by an administrator, serves it through a short-lived link, replaces it', async () => {
    const client = await newClient();
    // No logo yet is an answer (204), not an error, for the administrator and the client alike.
    for (const [path, token] of [[`/api/admin/clients/${client.id}/logo?format=json`, admin], ['/api/client/logo?format=json', client.token], ['/api/client/logo', client.token]] as const) {
      const none = await call('GET', path, { token });
      expect(none.status, path).toBe(204);
      expect(none.body ?? '').toBe('');
    }
    const image = png(4, 4);
    const saved = await call('POST', `/api/admin/clients/${client.id}/logo`, { token: admin, body: logoForm(image, 'Garage logo.png') });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ detail: 'Logo téléchargé avec succès', logo_filename: 'Garage logo.png' });
    const link = await call('GET', `/api/admin/clients/${client.id}/logo?format=json`, { token: admin });
    const served = await fetch(link.body.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.compare(Buffer.from(await served.arrayBuffer()), Buffer.from(image))).toBe(0);
    const listed = (await call('GET', `/api/admin/users?q=${encodeURIComponent(client.email)}`, { token: admin })).body;
    expect(listed[0]).toMatchObject({ id: client.id, has_logo: true, logo_filename: 'Garage logo.png' });
    // The client sees its own logo; a replacement removes the old object.
    const own = await call('GET', '/api/client/logo', { token: client.token });
    expect(own.status).toBe(302);
    expect((await call('POST', '/api/client/logo', { token: client.token, body: logoForm(jpeg(), 'photo.jpg') })).status).toBe(200);
    const keys = await listKeys(`logos/clients/${client.id}/`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/\.jpg$/);
    // Deleting the client removes its logo.
    expect((await call('DELETE', `/api/admin/users/${client.id}`, { token: admin })).status).toBe(200);
    expect(await listKeys(`logos/clients/${client.id}/`)).toEqual([]);
  });

  it('refuses a non-image (by its bytes), an SVG, no file, an unknown client and other roles', async () => {
    const client = await newClient();
    const path = `/api/admin/clients/${client.id}/logo`;
    for (const [content, name] of [[text(), 'faux.png'], [svg(), 'logo.svg']] as const) {
      const res = await call('POST', path, { token: admin, body: logoForm(content, name) });
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('Veuillez sélectionner un fichier image');
    }
    const none = await call('POST', path, { token: admin, body: form({ other: 'x' }) });
    expect(none.body.detail).toBe('Veuillez sélectionner un fichier');
    expect((await call('POST', '/api/admin/clients/inconnu/logo', { token: admin, body: logoForm(png(), 'a.png') })).status).toBe(404);
    expect((await call('POST', path, { token: client.token, body: logoForm(png(), 'a.png') })).status).toBe(403);
    expect((await call('GET', '/api/client/logo', { token: admin })).status).toBe(403);
    expect(await listKeys(`logos/clients/${client.id}/`)).toEqual([]);
  });
});
