import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, call, form, newClient } from './api';
import { useFunctionsEnv } from './functions-env';
import { blob, bytes, createOrder, putNewerCopies, seedOrders, setStatus } from './orders-fixtures';

/**
 * The order lists at scale: a default page of 50, status lists read from their own partitions
 * (merged newest first), the server-side search, ETag/304 polls and the counts from counters.
 */
let admin: string;
beforeAll(async () => {
  useFunctionsEnv();
  admin = await asAdmin();
});

type Listed = { id: string; created_at: string; status: string; registration: string; sav_requested_at: string | null };

/** Every order of a list, page after page; also the sizes of the pages. */
async function walk(token: string, query: string) {
  const seen: Listed[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res: { status: number; body: Listed[]; headers: Headers } = await call('GET', `/api/orders?${query}${suffix}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    seen.push(...res.body);
    sizes.push(res.body.length);
    cursor = res.headers.get('x-next-cursor');
  } while (cursor);
  return { seen, sizes };
}

const ids = (orders: readonly { id: string }[]) => orders.map((o) => o.id);

describe('order lists', () => {
  it('answer 50 orders by default and at most 100', async () => {
    const client = await newClient();
    await seedOrders(client.token, 60, (i) => `DF-${i}`);
    const first = await call('GET', '/api/orders', { token: client.token });
    expect(first.body).toHaveLength(50);
    expect(first.headers.get('x-next-cursor')).toBeTruthy();
    const all = await call('GET', '/api/orders?limit=100', { token: client.token });
    expect(all.body).toHaveLength(61);
    expect(all.headers.get('x-next-cursor')).toBeNull();
  });

  it('merge the status lists of an administrator newest first, each order once', async () => {
    const client = await newClient();
    const mine: string[] = [];
    for (let i = 0; i < 6; i++) mine.push((await createOrder(client.token)).order.id);
    for (const id of mine.slice(0, 3)) await setStatus(id, 'en_cours');
    const { seen } = await walk(admin, 'status=en_attente,en_cours&limit=7');
    expect(new Set(ids(seen)).size).toBe(seen.length);
    for (const id of mine) expect(ids(seen)).toContain(id);
    expect(seen.every((o) => o.status === 'en_attente' || o.status === 'en_cours')).toBe(true);
    const dates = seen.map((o) => o.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("give a client its tabs from its own status partitions, the SAV tab by request date", async () => {
    const client = await newClient();
    const other = await newClient();
    await createOrder(other.token);
    const orders: string[] = [];
    for (let i = 0; i < 4; i++) orders.push((await createOrder(client.token)).order.id);
    for (const id of orders.slice(0, 3)) await setStatus(id, 'termine');
    // SAV asked on the second, then the first, then the third: the SAV tab shows the latest request first.
    for (const i of [1, 0, 2]) {
      const res = await call('POST', `/api/orders/${orders[i]}/sav-request`, { token: client.token, body: { problem_description: 'Perte de puissance' } });
      expect(res.status).toBe(200);
    }
    const sav = await walk(client.token, 'status=sav&limit=2');
    expect(ids(sav.seen)).toEqual([orders[2], orders[0], orders[1]]);
    const waiting = await walk(client.token, 'status=en_attente');
    expect(ids(waiting.seen)).toEqual([orders[3]]);
    const merged = await walk(client.token, 'status=en_attente,sav&limit=1');
    expect(ids(merged.seen).sort()).toEqual([...orders].sort());
  });

  it('search the whole history on the server: a page may be short, the cursor goes on, only matches come', async () => {
    const { SEARCH_READ, SEARCH_ROUNDS } = await import('@app/functions/lib/db/pages');
    const client = await newClient();
    // More orders than one call reads when it searches, the match the oldest of them.
    const oldest = (await createOrder(client.token, { registration: 'ZQ-987-XW' })).order.id;
    await putNewerCopies(oldest, SEARCH_READ * SEARCH_ROUNDS + 30, (i) => `AA-${String(i).padStart(3, '0')}-BB`);
    // Words that start no plate, company or id (decision 017: those come from the lookup index,
    // orders-search-index.test.ts): the bounded read answers them.
    for (const q of ['987-xw', 'xw zq', '987 XW', '7-XW']) {
      const { seen, sizes } = await walk(client.token, `q=${encodeURIComponent(q)}`);
      expect(ids(seen), q).toEqual([oldest]);
      // The first call read a bounded slice of the history and found nothing yet.
      expect(sizes[0], q).toBe(0);
    }
    const none = await walk(client.token, 'q=introuvable');
    expect(none.seen).toEqual([]);
    const tab = await walk(client.token, 'status=en_attente&q=zq987');
    expect(ids(tab.seen)).toEqual([oldest]);
    // An administrator finds it too, by the plate and the client's company.
    const company = (await call('GET', '/api/auth/me', { token: client.token })).body.company_name as string;
    const byAdmin = await walk(admin, `q=${encodeURIComponent(`zq987xw ${company}`)}&limit=100`);
    expect(ids(byAdmin.seen)).toEqual([oldest]);
    const tooLong = await call('GET', `/api/orders?q=${'a'.repeat(101)}`, { token: client.token });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.detail).toBe('Recherche trop longue');
  });

  it('answer an unchanged list with 304 and a changed one with its new page', async () => {
    const [client, other] = [await newClient(), await newClient()];
    const { order } = await createOrder(client.token);
    const first = await call('GET', '/api/orders?limit=5', { token: client.token });
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const same = await call('GET', '/api/orders?limit=5', { token: client.token, headers: { 'if-none-match': etag ?? '' } });
    expect(same.status).toBe(304);
    // Another client's order leaves this client's list as it is, not the administrator's.
    const adminTag = (await call('GET', '/api/orders?limit=5', { token: admin })).headers.get('etag') ?? '';
    await createOrder(other.token);
    expect((await call('GET', '/api/orders?limit=5', { token: client.token, headers: { 'if-none-match': etag ?? '' } })).status).toBe(304);
    expect((await call('GET', '/api/orders?limit=5', { token: admin, headers: { 'if-none-match': adminTag } })).status).toBe(200);
    // A status change and a delivered file each make a new version of the list.
    await setStatus(order.id, 'en_cours');
    const changed = await call('GET', '/api/orders?limit=5', { token: client.token, headers: { 'if-none-match': etag ?? '' } });
    expect(changed.status).toBe(200);
    expect(changed.body[0].status).toBe('en_cours');
    const tag2 = changed.headers.get('etag') ?? '';
    expect(tag2).not.toBe(etag);
    const delivered = await call('POST', `/api/admin/orders/${order.id}/deliver`, {
      token: admin,
      body: form({ version: 'nouvelle', file: [blob(bytes(64)), 'v1.bin'] }),
    });
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    const afterDelivery = await call('GET', '/api/orders?limit=5', { token: client.token, headers: { 'if-none-match': tag2 } });
    expect(afterDelivery.status).toBe(200);
    expect(Object.keys(afterDelivery.body[0].files)).toContain('v1');
  });

  it('answer an unchanged order with 304 until it changes', async () => {
    const client = await newClient();
    const { order } = await createOrder(client.token);
    const first = await call('GET', `/api/orders/${order.id}`, { token: client.token });
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toBeTruthy();
    const headers = { 'if-none-match': etag };
    expect((await call('GET', `/api/orders/${order.id}`, { token: client.token, headers })).status).toBe(304);
    await setStatus(order.id, 'en_cours');
    const changed = await call('GET', `/api/orders/${order.id}`, { token: client.token, headers });
    expect(changed.status).toBe(200);
    expect(changed.body.status).toBe('en_cours');
    // The tag does not open another client's order.
    const stranger = await newClient();
    expect((await call('GET', `/api/orders/${order.id}`, { token: stranger.token, headers })).status).toBe(404);
  });

  it('count the orders per status from the counters', async () => {
    const client = await newClient();
    const orders: string[] = [];
    for (let i = 0; i < 4; i++) orders.push((await createOrder(client.token)).order.id);
    await setStatus(orders[0] as string, 'termine');
    await setStatus(orders[1] as string, 'annule');
    const counts = await call('GET', '/api/order-counts', { token: client.token });
    expect(counts.body).toEqual({ all: 4, en_attente: 2, en_cours: 0, termine: 1, sav: 0, annule: 1 });
    const global = (await call('GET', '/api/order-counts', { token: admin })).body;
    const { all, ...perStatus } = global as Record<string, number>;
    expect(all).toBe(Object.values(perStatus).reduce((a, b) => a + b, 0));
    expect(global.termine).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/api/order-counts')).status).toBe(401);
  });

  it('reindex orders written before the indexes, so the tabs and the search find them', async () => {
    const { table } = await import('@app/functions/lib/db/table');
    const { reindexOrders } = await import('@app/functions/order-data/order-reindex-repository');
    const client = await newClient();
    const { order } = await createOrder(client.token, { registration: 'OL-404-DX' });
    await table.update({ Key: { pk: `ORDER#${order.id}`, sk: 'ORDER' }, UpdateExpression: 'REMOVE gsi4pk, gsi4sk, search_text, search_plate' });
    // Not the start of the plate: the search text answers it, not the lookup index.
    expect((await walk(client.token, 'q=404-dx')).seen).toEqual([]);
    expect((await walk(client.token, 'status=en_attente')).seen).toEqual([]);
    expect(await reindexOrders()).toBeGreaterThanOrEqual(1);
    expect(ids((await walk(client.token, 'q=404-dx')).seen)).toEqual([order.id]);
    expect(ids((await walk(client.token, 'status=en_attente')).seen)).toEqual([order.id]);
  });
});
