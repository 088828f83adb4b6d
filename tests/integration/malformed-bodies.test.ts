import { describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../support/constants';
import { apiUrl, call, login } from './api';

const MALFORMED = 'Le formulaire envoyé est mal formé';
const multipart = { 'content-type': 'multipart/form-data; boundary=X' };
/** A file part that never closes: the request that used to end the local stack. */
const unclosedFile = '--X\r\nContent-Disposition: form-data; name="file"; filename="a.bin"\r\n\r\ndata';
const part = (name: string, value: string) => `--X\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

const SECURITY_HEADERS = ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'strict-transport-security', 'cache-control'];
const securityHeadersOf = (headers: Headers) => Object.fromEntries(SECURITY_HEADERS.map((name) => [name, headers.get(name)]));

describe('malformed bodies are refused, never fatal', () => {
  for (const path of ['/api/auth/login', '/api/auth/register', '/api/auth/refresh']) {
    it(`POST ${path} with a file part that never closes: 400, and the stack goes on serving`, async () => {
      const res = await call('POST', path, { body: unclosedFile, headers: multipart });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ detail: MALFORMED });
      const session = await login(TEST_ADMIN.email, TEST_ADMIN.password);
      expect(session.access_token).toBeTypeOf('string');
    });
  }

  it('refuses a form without its closing boundary and a form whose part is cut (400)', async () => {
    for (const body of [part('email', 'a@b.fr'), '--X\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b']) {
      const res = await call('POST', '/api/auth/login', { body, headers: multipart });
      expect(res).toMatchObject({ status: 400, body: { detail: MALFORMED } });
    }
  });

  it('refuses invalid JSON (400), another charset (415), too many fields and a file over the inline limit (413)', async () => {
    const json = await call('POST', '/api/auth/login', { body: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(json).toMatchObject({ status: 400, body: { detail: "Le corps de la requête n'est pas un JSON valide" } });
    const latin1 = await call('POST', '/api/auth/login', { body: '{}', headers: { 'content-type': 'application/json; charset=iso-8859-1' } });
    expect(latin1.status).toBe(415);
    expect(latin1.body.detail).toMatch(/UTF-8/);
    const fields = Array.from({ length: 80 }, (_, i) => part(`f${i}`, 'v')).join('') + '--X--\r\n';
    const many = await call('POST', '/api/auth/register', { body: fields, headers: multipart });
    expect(many).toMatchObject({ status: 413, body: { detail: 'Le formulaire contient trop de champs ou de fichiers' } });
    const big = new FormData();
    big.append('file', new Blob([new Uint8Array(4 * 1024 * 1024 + 1)]), 'big.bin');
    const oversize = await call('POST', '/api/auth/login', { body: big });
    expect(oversize).toMatchObject({ status: 413, body: { detail: 'Le fichier dépasse la taille autorisée' } });
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password)).access_token).toBeTypeOf('string');
  });
});

describe('the local gateway answers in JSON with the security headers', () => {
  it('a 20 KB URL: 431 {detail}, and the next request is served', async () => {
    const res = await fetch(`${apiUrl()}/api/auth/me?q=${'a'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ detail: "L'adresse ou les en-têtes de la requête sont trop longs" });
    expect(securityHeadersOf(res.headers)).toEqual(securityHeadersOf((await call('GET', '/api/auth/me')).headers));
    expect((await login(TEST_ADMIN.email, TEST_ADMIN.password)).access_token).toBeTypeOf('string');
  });

  it('its own 404 (unknown path or method, as the REST API answers) carries the same security headers as a handler answer', async () => {
    const handler = await call('GET', '/api/auth/me');
    expect(handler.status).toBe(401);
    const expected = securityHeadersOf(handler.headers);
    expect(Object.values(expected).every(Boolean)).toBe(true);
    const missing = await call('GET', '/api/nothing-here');
    expect(missing).toMatchObject({ status: 404, body: { detail: 'Ressource introuvable' } });
    expect(securityHeadersOf(missing.headers)).toEqual(expected);
    const wrongMethod = await call('DELETE', '/api/auth/login');
    expect(wrongMethod).toMatchObject({ status: 404, body: { detail: 'Ressource introuvable' } });
    expect(securityHeadersOf(wrongMethod.headers)).toEqual(expected);
  });
});
