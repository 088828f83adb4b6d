import * as z from 'zod';
import * as zm from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { routes } from '@app/shared/api/contract';
import { checkContract, contract, ContractError, deepStrict, routeOf } from './contract';

/** The contract check itself: total over the route table, and it bites. */
const headers = (entries: Record<string, string> = {}) => new Headers(entries);

describe('API contract', () => {
  it('reads every route of the shared contract, each with a success', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`).sort();
    expect(Object.keys(contract).sort()).toEqual(keys);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of routes)
      expect(Object.keys(route.responses).length, `${route.method} ${route.path}`).toBeGreaterThan(0);
  });

  it('holds the headers the contract declares: an ETag where promised, X-Next-Cursor only on pages', () => {
    const order = { status: 200, body: [], headers: headers() };
    expect(() => checkContract('GET', '/api/orders', order)).toThrow(/no ETag/);
    checkContract('GET', '/api/orders', { ...order, headers: headers({ etag: '"1"', 'x-next-cursor': 'c' }) });
    const balance = { status: 200, body: { balance_due: 1 }, headers: headers({ 'x-next-cursor': 'c' }) };
    expect(() => checkContract('GET', '/api/client/balance', balance)).toThrow(/X-Next-Cursor/);
  });

  it('finds the route of a concrete path', () => {
    expect(routeOf('GET', '/api/orders/abc/download/v1?format=json')).toBe('GET /api/orders/{id}/download/{version}');
    expect(routeOf('delete', '/api/admin/clients/c1/discounts/k9')).toBe(
      'DELETE /api/admin/clients/{id}/discounts/{categoryId}',
    );
    expect(routeOf('GET', '/api/nowhere')).toBeUndefined();
  });

  it('refuses a body with a field the schema does not know, at any depth', () => {
    const balance = { status: 200, body: { balance_due: 1, extra: true }, headers: headers() };
    expect(() => checkContract('GET', '/api/client/balance', balance)).toThrow(ContractError);
    const strict = deepStrict(z.object({ a: z.array(z.object({ b: z.string() })) }));
    expect(strict.safeParse({ a: [{ b: 'x', c: 1 }] }).success).toBe(false);
    expect(strict.safeParse({ a: [{ b: 'x' }] }).success).toBe(true);
    // The shared schemas are zod/mini's (decision 025), which a classic `instanceof` does not see.
    const mini = deepStrict(zm.object({ a: zm.nullable(zm.array(zm.object({ b: zm.optional(zm.object({})) }))) }));
    expect(zm.safeParse(mini, { a: [{ b: { c: 1 } }] }).success).toBe(false);
    expect(zm.safeParse(mini, { a: [{ b: {} }] }).success).toBe(true);
  });

  it('refuses a missing field, an undeclared status, a 5xx and a refusal other than {detail}', () => {
    expect(() => checkContract('GET', '/api/client/balance', { status: 200, body: {}, headers: headers() })).toThrow(
      ContractError,
    );
    expect(() =>
      checkContract('GET', '/api/client/balance', { status: 201, body: { balance_due: 1 }, headers: headers() }),
    ).toThrow(/not declared/);
    expect(() =>
      checkContract('GET', '/api/orders', { status: 500, body: { detail: 'x' }, headers: headers() }),
    ).toThrow(/server error/);
    expect(() =>
      checkContract('GET', '/api/orders', { status: 404, body: { message: 'x' }, headers: headers() }),
    ).toThrow(ContractError);
    expect(() =>
      checkContract('GET', '/api/orders', { status: 404, body: { detail: '' }, headers: headers() }),
    ).toThrow(ContractError);
  });

  it('accepts a conforming answer, a refusal and a redirect with its Location', () => {
    checkContract('GET', '/api/client/balance', { status: 200, body: { balance_due: 12.5 }, headers: headers() });
    checkContract('GET', '/api/nowhere', { status: 404, body: { detail: 'Route introuvable' }, headers: headers() });
    checkContract('GET', '/api/orders/o1/download/v1', {
      status: 302,
      body: '',
      headers: headers({ location: 'http://s3/x' }),
    });
    expect(() =>
      checkContract('GET', '/api/orders/o1/download/v1', { status: 302, body: '', headers: headers() }),
    ).toThrow(/Location/);
  });
});
