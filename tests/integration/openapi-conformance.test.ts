import { describe, expect, it } from 'vitest';
import { apiUrl, asAdmin, call } from './api';
import { checkAgainstDocument, ConformanceError } from './openapi-conformance';

/** The document check that call() runs on every answer sees what breaks the document. */
const answer = (status: number, body: unknown, headers: Record<string, string> = { 'content-type': 'application/json' }) => ({
  status,
  body,
  text: body === undefined ? '' : JSON.stringify(body),
  headers: new Headers(headers),
});

const check = (method: string, path: string, response: ReturnType<typeof answer>) =>
  checkAgainstDocument(apiUrl(), method, path, response);

describe('the OpenAPI conformance check of every answer', () => {
  it('takes real answers: a list, a refusal, a 304', async () => {
    const token = await asAdmin();
    const orders = await call('GET', '/api/admin/categories', { token });
    expect(orders.status).toBe(200);
    await expect(check('GET', '/api/admin/categories', answer(200, orders.body))).resolves.toBeUndefined();
    await expect(check('GET', '/api/orders/nope', answer(404, { detail: 'Commande introuvable' }))).resolves.toBeUndefined();
    await expect(check('GET', '/api/orders/x', answer(304, undefined, { etag: '"1"' }))).resolves.toBeUndefined();
  });

  it('refuses a status the operation does not list', async () => {
    await expect(check('GET', '/api/terms', answer(404, { detail: 'Introuvable' }))).rejects.toThrow(/status not listed/);
  });

  it('refuses a body its schema does not describe, with the path of the fault', async () => {
    const wrong = [{ id: 'c1', name: 'Stage 1', services: [{ id: 's1', name: 'x', price: 12 }] }];
    await expect(check('GET', '/api/admin/categories', answer(200, wrong))).rejects.toThrow(/\/0\/services\/0\/price/);
    await expect(check('GET', '/api/orders/x', answer(404, { message: 'x' }))).rejects.toThrow(ConformanceError);
    await expect(check('GET', '/api/orders/x', answer(404, { detail: 'x' }, { 'content-type': 'text/html' }))).rejects.toThrow(/content type/);
  });

  it('refuses a body where the document describes none, and a missing required header', async () => {
    await expect(check('GET', '/api/orders/x', answer(304, { detail: 'x' }, { etag: '"1"' }))).rejects.toThrow(/describes none/);
    await expect(check('GET', '/api/orders/x', answer(304, undefined))).rejects.toThrow(/required header ETag/);
  });

  it('leaves out what the document does not describe: a path of no operation (the gateway’s 404)', async () => {
    await expect(check('GET', '/api/nulle-part', answer(404, { detail: 'Introuvable' }))).resolves.toBeUndefined();
  });
});
