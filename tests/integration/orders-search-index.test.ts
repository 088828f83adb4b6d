import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, call, newClient } from './api';
import { useFunctionsEnv } from './functions-env';
import { createOrder, putNewerCopies, setStatus } from './orders-fixtures';

/**
 * The order search through the lookup index (decision 017): a plate, a VIN, an order id or a
 * company found in one call whatever the history, only among the caller's own orders for a
 * client, kept in step by every write and backfilled by reindexOrders.
 */
let admin: string;
beforeAll(async () => {
  useFunctionsEnv();
  admin = await asAdmin();
});

/** A plate no other test uses: 'QZ-' and six hex digits of a fresh id, at least one a digit. */
const freshPlate = () => `QZ-${randomUUID().slice(0, 5).toUpperCase()}7`;
const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

type Listed = { id: string; client_id: string };
async function search(token: string, query: string) {
  const res = await call<Listed[]>('GET', `/api/orders?${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ids: res.body.map((o) => o.id), cursor: res.headers.get('x-next-cursor') };
}
const q = (text: string, more = '') => `q=${encodeURIComponent(text)}${more}`;

/** The lookup keys stored beside an order (sk LOOKUP#…), and its search_keys. */
async function storedLookups(orderId: string) {
  const { table } = await import('@app/functions/lib/db/table');
  const out = await table.query({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `ORDER#${orderId}` } });
  const items = out.Items ?? [];
  const order = items.find((i) => i.sk === 'ORDER');
  const keys = items.filter((i) => String(i.sk).startsWith('LOOKUP#')).map((i) => String(i.sk).slice('LOOKUP#'.length));
  return { keys: keys.sort(), searchKeys: order?.search_keys as string | undefined };
}

describe('order search through the lookup index', () => {
  it('finds a rare plate among more orders than a bounded read covers, in one call and with no cursor', async () => {
    const { SEARCH_READ, SEARCH_ROUNDS } = await import('@app/functions/lib/db/pages');
    const client = await newClient();
    const rare = freshPlate();
    const { order } = await createOrder(client.token, { registration: rare });
    const oldest = order.id;
    // Newer orders of the same client than a bounded read covers, with plates of digits.
    await putNewerCopies(oldest, SEARCH_READ * SEARCH_ROUNDS + 10, String);
    for (const token of [client.token, admin]) {
      for (const text of [rare, compact(rare), rare.replace('-', ' ')]) expect(await search(token, q(text)), text).toEqual({ ids: [oldest], cursor: null });
    }
    // The other words, the status tabs and the unpaid filter still apply to what the index found.
    expect((await search(client.token, q(`${rare} golf`))).ids).toEqual([oldest]);
    expect((await search(client.token, q(`${rare} renault`))).ids).toEqual([]);
    expect((await search(client.token, q(rare, '&status=en_attente,en_cours'))).ids).toEqual([oldest]);
    expect(await search(client.token, q(rare, '&status=termine'))).toEqual({ ids: [], cursor: null });
    expect((await search(admin, q(rare, '&payment=unpaid'))).ids).toEqual([]);
  }, 60_000);

  it('never gives a client another client’s order by plate, VIN, id or company; an administrator finds them all', async () => {
    const tag = randomUUID().slice(0, 6);
    const company = `Atelier Indexé ${tag}`;
    const owner = await newClient({ overrides: { company_name: company } });
    const stranger = await newClient();
    const plate = freshPlate();
    const vin = `VF1${randomUUID().replace(/-/g, '').slice(0, 14).toUpperCase()}`;
    const byPlate = (await createOrder(owner.token, { registration: plate })).order;
    const byVin = (await createOrder(owner.token, { registration: vin })).order;
    const shortId = byPlate.id.slice(0, 8).toUpperCase();
    const lookups: [string, string[]][] = [
      [plate, [byPlate.id]],
      [vin, [byVin.id]],
      [byPlate.id, [byPlate.id]],
      [shortId, [byPlate.id]],
      [company, [byVin.id, byPlate.id]],
    ];
    for (const [text, expected] of lookups) {
      expect((await search(stranger.token, q(text))).ids, text).toEqual([]);
      expect((await search(owner.token, q(text))).ids, text).toEqual(expected);
      expect((await search(admin, q(text))).ids, text).toEqual(expected);
    }
    // A prefix finds: the start of a plate, of a VIN, of the company.
    expect((await search(owner.token, q(plate.slice(0, 6)))).ids).toEqual([byPlate.id]);
    expect((await search(admin, q(vin.slice(0, 10)))).ids).toEqual([byVin.id]);
    expect((await search(admin, q(`Atelier Indexé ${tag.slice(0, 3)}`))).ids).toEqual([byVin.id, byPlate.id]);
    // Pages of the index, newest first, with the usual cursor.
    const first = await search(owner.token, q(company, '&limit=1'));
    expect(first.ids).toEqual([byVin.id]);
    expect(first.cursor).toBeTruthy();
    const second = await search(owner.token, q(company, `&limit=1&cursor=${encodeURIComponent(first.cursor ?? '')}`));
    expect(second.ids).toEqual([byPlate.id]);
    // A cursor of the index opens on that caller's list only.
    const stolen = await call('GET', `/api/orders?${q(company, `&limit=1&cursor=${encodeURIComponent(first.cursor ?? '')}`)}`, { token: stranger.token });
    expect(stolen.status).toBe(400);
  });

  it('leaves one word of letters to the full search: a brand that starts a company still finds every client’s car', async () => {
    const letters = randomUUID().replace(/[^a-f]/g, '').padEnd(6, 'x').slice(0, 6);
    const brand = `Zq${letters}`;
    const garage = await newClient({ overrides: { company_name: `${brand} Garage` } });
    const other = await newClient();
    const own = (await createOrder(garage.token, { registration: freshPlate() })).order;
    const car = (await createOrder(other.token, { registration: freshPlate(), vehicle_brand: brand })).order;
    expect((await search(admin, q(brand))).ids).toEqual([car.id, own.id]);
    expect((await search(other.token, q(brand))).ids).toEqual([car.id]);
    // Two words that start the company are a company search, through the index.
    expect((await search(admin, q(`${brand} Garage`))).ids).toEqual([own.id]);
  }, 60_000);

  it('follows a changed plate and forgets a deleted order', async () => {
    const { changeOrder } = await import('@app/functions/orders/order-writes');
    const client = await newClient();
    const [before, after] = [freshPlate(), freshPlate()];
    const { order } = await createOrder(client.token, { registration: before });
    expect((await search(client.token, q(before))).ids).toEqual([order.id]);

    await changeOrder(order.id, () => ({ registration: after }));
    expect((await search(client.token, q(before))).ids).toEqual([]);
    expect((await search(admin, q(before))).ids).toEqual([]);
    expect((await search(client.token, q(after))).ids).toEqual([order.id]);
    const stored = await storedLookups(order.id);
    const { orderLookupKeys } = await import('@app/shared/orders/search');
    expect(stored.keys).toEqual(orderLookupKeys({ ...order, registration: after, client_company: 'Garage Dupont' }));
    expect(stored.keys).toContain(compact(after).slice(0, 7));
    expect(stored.keys).not.toContain(compact(before).slice(0, 7));
    expect(stored.searchKeys).toBe(stored.keys.join(' '));
    // A status change leaves the lookup items as they are.
    await setStatus(order.id, 'en_cours');
    expect((await storedLookups(order.id)).keys).toEqual(stored.keys);

    expect((await call('DELETE', `/api/admin/orders/${order.id}`, { token: admin })).status).toBe(200);
    expect((await search(admin, q(after))).ids).toEqual([]);
    expect((await search(client.token, q(after))).ids).toEqual([]);
    expect((await storedLookups(order.id)).keys).toEqual([]);
  });

  it('backfills the lookup items of kept orders written before the index (reindexOrders)', async () => {
    const { table } = await import('@app/functions/lib/db/table');
    const { reindexOrders } = await import('@app/functions/order-data/order-reindex-repository');
    const client = await newClient();
    const plate = freshPlate();
    const { order } = await createOrder(client.token, { registration: plate });
    const { keys } = await storedLookups(order.id);
    // As an order written before issue 19: no lookup items, no search_keys, nor the search text
    // (so that the bounded read cannot find it either).
    for (const key of keys) await table.delete({ Key: { pk: `ORDER#${order.id}`, sk: `LOOKUP#${key}` } });
    await table.update({ Key: { pk: `ORDER#${order.id}`, sk: 'ORDER' }, UpdateExpression: 'REMOVE search_keys, search_text, search_plate' });
    expect((await search(client.token, q(plate))).ids).toEqual([]);

    expect(await reindexOrders()).toBeGreaterThanOrEqual(1);
    expect(await storedLookups(order.id)).toEqual({ keys, searchKeys: keys.join(' ') });
    expect((await search(client.token, q(plate))).ids).toEqual([order.id]);
    expect((await search(admin, q(plate))).ids).toEqual([order.id]);
    // Run again, it has nothing left to write for this order.
    await reindexOrders();
    expect(await storedLookups(order.id)).toEqual({ keys, searchKeys: keys.join(' ') });
  });
});
