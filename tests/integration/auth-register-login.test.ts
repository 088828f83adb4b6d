import { describe, expect, it } from 'vitest';
import { asAdmin, call, form, login, newClient, registration, uniqueEmail } from './api';
import { TEST_PASSWORD } from '../support/constants';

describe('POST /api/auth/register', () => {
  it('creates a pending client, email trimmed and lower-cased, without password material', async () => {
    const email = uniqueEmail('Mixed');
    const res = await call('POST', '/api/auth/register', { body: registration({ email: `  ${email.toUpperCase()} ` }) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: email.toLowerCase(), role: 'client', status: 'pending', solde: '0€' });
    expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt/i);
  });

  it('accepts a multipart form too', async () => {
    const input = registration();
    const res = await call('POST', '/api/auth/register', { body: form({ ...input, acceptTerms: 'true' }) });
    expect(res.status).toBe(201);
  });

  it.each(['first_name', 'last_name', 'company_name', 'address', 'phone', 'email', 'password'])(
    'refuses a missing %s with a French detail',
    async (field) => {
      const input: Record<string, unknown> = registration();
      delete input[field];
      const res = await call('POST', '/api/auth/register', { body: input });
      expect(res.status).toBe(400);
      expect(res.body.detail).toMatch(/requis|requise/);
    },
  );

  it('refuses a registration without the terms accepted (422) and records when they were', async () => {
    const detail = 'Vous devez accepter les conditions et la politique de confidentialité.';
    for (const acceptTerms of [undefined, false, 'non']) {
      const res = await call('POST', '/api/auth/register', { body: registration({ acceptTerms }) });
      expect(res).toMatchObject({ status: 422, body: { detail } });
    }
    const input = registration();
    const before = new Date().toISOString();
    expect((await call('POST', '/api/auth/register', { body: input })).status).toBe(201);
    const listed = (await call('GET', `/api/admin/users?q=${encodeURIComponent(input.email)}`, { token: await asAdmin() })).body[0];
    expect(listed.termsAcceptedAt >= before).toBe(true);
  });

  it('refuses blank fields after trim and an invalid email', async () => {
    expect((await call('POST', '/api/auth/register', { body: registration({ company_name: '   ' }) })).status).toBe(400);
    const bad = await call('POST', '/api/auth/register', { body: registration({ email: 'pas-un-email' }) });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe("L'adresse e-mail n'est pas valide");
  });

  it('refuses a duplicate email in any letter case with 409', async () => {
    const input = registration();
    expect((await call('POST', '/api/auth/register', { body: input })).status).toBe(201);
    const again = await call('POST', '/api/auth/register', { body: { ...input, email: input.email.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ detail: 'Un compte existe déjà avec cette adresse e-mail' });
  });

  it('lets only one of two simultaneous registrations of an email win', async () => {
    const input = registration();
    const results = await Promise.all([1, 2, 3].map(() => call('POST', '/api/auth/register', { body: input })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('answers malformed JSON, a JSON array and an unknown content type with 4xx details', async () => {
    const headers = { 'content-type': 'application/json' };
    const malformed = await call('POST', '/api/auth/register', { body: '{"email": ', headers });
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toBe("Le corps de la requête n'est pas un JSON valide");
    expect((await call('POST', '/api/auth/register', { body: '[1,2]', headers })).status).toBe(400);
    const xml = await call('POST', '/api/auth/register', { body: '<a/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.status).toBe(415);
    expect(xml.body.detail).toBeTypeOf('string');
  });
});

describe('POST /api/auth/login', () => {
  it('returns tokens and the user; a pending client may log in', async () => {
    const client = await newClient({ approve: false });
    const res = await call('POST', '/api/auth/login', { body: { email: client.email.toUpperCase(), password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'bearer', user: { email: client.email, status: 'pending' } });
    expect(res.body.access_token).toBeTypeOf('string');
    expect(res.body.refresh_token).toBeTypeOf('string');
  });

  it('refuses a wrong password and an unknown email with the same 401', async () => {
    const client = await newClient();
    const wrong = await call('POST', '/api/auth/login', { body: { email: client.email, password: 'faux-mot-de-passe' } });
    const unknown = await call('POST', '/api/auth/login', { body: { email: uniqueEmail('nobody'), password: 'x' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.detail).toBe('E-mail ou mot de passe incorrect');
  });

  it('refuses missing fields with 400', async () => {
    const res = await call('POST', '/api/auth/login', { body: { email: 'a@b.fr' } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/mot de passe/i);
  });

  it('refuses a disabled account with 403', async () => {
    const client = await newClient();
    const { asAdmin } = await import('./api');
    await call('PUT', `/api/admin/users/${client.id}/status`, { token: await asAdmin(), body: form({ status: 'disabled' }) });
    const res = await call('POST', '/api/auth/login', { body: { email: client.email, password: client.password } });
    expect(res.status).toBe(403);
    expect(res.body.detail).toMatch(/désactivé/);
  });
});

describe('GET /api/auth/me', () => {
  it('returns the signed-in account', async () => {
    const client = await newClient();
    const res = await call('GET', '/api/auth/me', { token: client.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: client.id, email: client.email, first_name: 'Jean', company_name: 'Garage Dupont', status: 'approved' });
    expect(res.body).not.toHaveProperty('password_hash');
  });

  it('answers 401 without a token', async () => {
    const res = await call('GET', '/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe('Authentification requise');
  });

  it('lets the freshly registered client read itself while pending', async () => {
    const client = await newClient({ approve: false });
    const me = await call('GET', '/api/auth/me', { token: client.token });
    expect(me.status).toBe(200);
    expect(me.body.status).toBe('pending');
    const session = await login(client.email, client.password);
    expect(session.user.status).toBe('pending');
  });
});
