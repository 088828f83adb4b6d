import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, call, newClient } from './api';
import { createOrder, FIXTURE_OVERRIDE } from './orders-fixtures';

/** GET /api/orders?limit=&cursor=: pages newest first, each order once, cursors bound to their list. */
let admin: string;
beforeAll(async () => {
  admin = await asAdmin();
});

async function walk(token: string, limit: number, query = '', during?: () => Promise<void>) {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res: { status: number; body: { id: string }[]; headers: Headers } = await call('GET', `/api/orders?limit=${limit}${query}${suffix}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.length).toBeLessThanOrEqual(limit);
    seen.push(...res.body.map((o) => o.id));
    cursor = res.headers.get('x-next-cursor');
    if (pages++ === 0 && during) await during();
  } while (cursor);
  return seen;
}

describe('order pages', () => {
  it('walk every order exactly once, newest first, even while orders are added', async () => {
    const client = await newClient();
    const created: string[] = [];
    for (let i = 0; i < 7; i++) created.push((await createOrder(client.token)).order.id);
    const seen = await walk(client.token, 3, '', async () => {
      await Promise.all([createOrder(client.token), createOrder(client.token)]);
    });
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of created) expect(seen.filter((s) => s === id)).toHaveLength(1);
    expect(seen.slice(-created.length)).toEqual([...created].reverse());
  });

  it('filter by status across pages', async () => {
    const client = await newClient();
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await createOrder(client.token)).order.id);
    for (const id of ids.slice(0, 3)) await call('PUT', `/api/admin/orders/${id}/status`, { token: admin, body: { status: 'termine', ...FIXTURE_OVERRIDE } });
    const done = await walk(client.token, 2, '&status=termine');
    expect(done.sort()).toEqual(ids.slice(0, 3).sort());
  });

  it('refuse a limit out of bounds and a cursor of another list', async () => {
    const [mine, theirs] = [await newClient(), await newClient()];
    for (let i = 0; i < 2; i++) await createOrder(theirs.token);
    expect((await call('GET', '/api/orders?limit=0', { token: mine.token })).status).toBe(400);
    expect((await call('GET', '/api/orders?limit=101', { token: mine.token })).status).toBe(400);
    expect((await call('GET', '/api/orders?limit=abc', { token: mine.token })).status).toBe(400);
    const page = await call('GET', '/api/orders?limit=1', { token: theirs.token });
    const cursor = page.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const stolen = await call('GET', `/api/orders?limit=1&cursor=${cursor}`, { token: mine.token });
    expect(stolen.status).toBe(400);
    expect(stolen.body.detail).toBe('Curseur invalide');
    expect((await call('GET', '/api/orders?limit=1&cursor=%%%', { token: mine.token })).status).toBe(400);
  });
});
