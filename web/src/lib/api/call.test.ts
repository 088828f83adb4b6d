import { describe, expect, it } from 'vitest';
import { call, callPage } from './call';
import { callAt, json, serve, setUpApiTestEnvironment } from './api-test-support';
import { routePath } from '@app/shared/api/route-path';

setUpApiTestEnvironment();

describe('typed calls', () => {
  it('fills the path parameters of the route key, URL-encoded, and sends its method and JSON body', async () => {
    serve(() => json(200, { id: 'a/b' }));
    await call('PUT /api/admin/orders/{id}/status', { params: { id: 'a/b c' }, body: { status: 'termine' } });
    const { url, init } = callAt(0);
    expect(url).toBe('/api/admin/orders/a%2Fb%20c/status');
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"status":"termine"}');
  });

  it('sends the query and reads a page with its X-Next-Cursor', async () => {
    serve(() => new Response('[{"id":"o1"}]', { status: 200, headers: { 'Content-Type': 'application/json', 'X-Next-Cursor': 'c2' } }));
    const page = await callPage('GET /api/orders', { query: { limit: 2, cursor: 'c1', q: undefined } });
    expect(page).toEqual({ items: [{ id: 'o1' }], nextCursor: 'c2' });
    expect(callAt(0).url).toBe('/api/orders?limit=2&cursor=c1');
  });

  it('refuses a route key whose path parameter is missing, before any request', () => {
    expect(() => routePath('GET /api/orders/{id}')).toThrow('missing path parameter id');
    expect(routePath('GET /api/order-counts')).toBe('/api/order-counts');
  });
});
