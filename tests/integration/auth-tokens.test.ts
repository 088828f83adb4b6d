import { SignJWT, base64url, importJWK } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { generateTokenKey, parsePrivateJwk, tokenSigner } from '@app/functions/lib/auth/token-keys';
import { asAdmin, call, form, newClient } from './api';

const tokenKey = () => parsePrivateJwk(inject('tokenKey'));

function withPayload(token: string, change: (p: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(new TextDecoder().decode(base64url.decode(payload!)));
  change(claims);
  return `${header}.${base64url.encode(JSON.stringify(claims))}.${signature}`;
}

describe('access tokens', () => {
  it('refuses a tampered token', async () => {
    const client = await newClient();
    const forged = withPayload(client.token, (p) => (p.role = 'admin'));
    const res = await call('GET', '/api/admin/users', { token: forged });
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe('Jeton invalide');
  });

  it("refuses an alg 'none' token", async () => {
    const client = await newClient();
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const payload = client.token.split('.')[1];
    const res = await call('GET', '/api/auth/me', { token: `${header}.${payload}.` });
    expect(res.status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const client = await newClient();
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ role: 'client', typ: 'access' })
      .setProtectedHeader({ alg: 'ES256', kid: tokenKey().kid })
      .setSubject(client.id)
      .setIssuer('file-manager')
      .setAudience('file-manager-api')
      .setIssuedAt(past - 60)
      .setExpirationTime(past)
      .sign(await importJWK(tokenKey(), 'ES256'));
    const res = await call('GET', '/api/auth/me', { token: expired });
    expect(res.status).toBe(401);
    expect(res.body.detail).toBe('Session expirée, veuillez vous reconnecter');
  });

  it('signs ES256 tokens naming their key, accepted on every domain', async () => {
    const client = await newClient();
    const header = JSON.parse(new TextDecoder().decode(base64url.decode(client.token.split('.')[0]!)));
    expect(header).toEqual({ alg: 'ES256', typ: 'JWT', kid: tokenKey().kid });
    expect((await call('GET', '/api/categories', { token: client.token })).status).toBe(200);
  });

  it('refuses a token of a key that is not listed, and an HS256 token under the listed key id', async () => {
    const client = await newClient();
    const stranger = await (await tokenSigner(await generateTokenKey(tokenKey().kid))).sign({ role: 'admin', typ: 'access' }, client.id, 600);
    const unknown = await (await tokenSigner(await generateTokenKey('other'))).sign({ role: 'admin', typ: 'access' }, client.id, 600);
    const hs256 = await new SignJWT({ role: 'admin', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256', kid: tokenKey().kid })
      .setSubject(client.id)
      .setIssuer('file-manager')
      .setAudience('file-manager-api')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(JSON.stringify(JSON.parse(inject('tokenPublicKeys')).keys[0])));
    for (const token of [stranger, unknown, hs256]) {
      const res = await call('GET', '/api/admin/users', { token });
      expect(res.status).toBe(401);
      expect(res.body.detail).toBe('Jeton invalide');
    }
  });

  it('refuses a refresh token used as an access token', async () => {
    const client = await newClient();
    expect((await call('GET', '/api/auth/me', { token: client.refreshToken })).status).toBe(401);
  });

  it('refuses a malformed authorization header', async () => {
    const res = await call('GET', '/api/auth/me', { headers: { authorization: 'Basic abc' } });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/auth/refresh', () => {
  it('exchanges a refresh token sent as the raw body, once', async () => {
    const client = await newClient();
    const first = await call('POST', '/api/auth/refresh', { body: client.refreshToken, headers: { 'content-type': 'text/plain' } });
    expect(first.status).toBe(200);
    expect(first.body.access_token).toBeTypeOf('string');
    expect(first.body.refresh_token).not.toBe(client.refreshToken);
    expect((await call('GET', '/api/auth/me', { token: first.body.access_token })).status).toBe(200);

    const reused = await call('POST', '/api/auth/refresh', { body: client.refreshToken, headers: { 'content-type': 'text/plain' } });
    expect(reused.status).toBe(401);
    expect(reused.body.detail).toBe('Jeton de rafraîchissement déjà utilisé ou révoqué');

    // The replay ended the family: the token it was exchanged for is refused too (refresh-family.test.ts).
    const next = await call('POST', '/api/auth/refresh', { body: { refresh_token: first.body.refresh_token } });
    expect(next.status).toBe(401);
  });

  it('accepts the refresh token as a JSON object too', async () => {
    const client = await newClient();
    expect((await call('POST', '/api/auth/refresh', { body: { refresh_token: client.refreshToken } })).status).toBe(200);
  });

  it('refuses an empty body, garbage and an access token', async () => {
    const client = await newClient();
    expect((await call('POST', '/api/auth/refresh', { body: '', headers: { 'content-type': 'text/plain' } })).status).toBe(401);
    expect((await call('POST', '/api/auth/refresh', { body: 'garbage', headers: { 'content-type': 'text/plain' } })).status).toBe(401);
    expect((await call('POST', '/api/auth/refresh', { body: client.token, headers: { 'content-type': 'text/plain' } })).status).toBe(401);
  });

  it('cuts off a disabled account at once, on every route and on refresh', async () => {
    const client = await newClient();
    const admin = await asAdmin();
    expect((await call('GET', '/api/auth/me', { token: client.token })).status).toBe(200);
    await call('PUT', `/api/admin/users/${client.id}/status`, { token: admin, body: form({ status: 'disabled' }) });
    const me = await call('GET', '/api/auth/me', { token: client.token });
    expect(me.status).toBe(403);
    expect(me.body.detail).toMatch(/désactivé/);
    expect((await call('GET', '/api/categories', { token: client.token })).status).toBe(403);
    expect((await call('POST', '/api/auth/refresh', { body: client.refreshToken, headers: { 'content-type': 'text/plain' } })).status).toBe(403);
  });
});
