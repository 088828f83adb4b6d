import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_TABLE, localClientConfig } from '@app/infra/local/stack';
import { indexKeys, keys } from '@app/functions/lib/db/keys';
import { asAdmin, call, newClient } from './api';
import { addService, createCategory, createOrder, setPayment, setStatus, unique } from './orders-fixtures';

let admin: string;

const stats = async () => {
  const res = await call('GET', '/api/admin/stats', { token: admin });
  expect(res.status).toBe(200);
  // The order counters only (the credit totals are credits-orders.test.ts's).
  const { credits: _credits, ...counts } = res.body as { pending_clients: number; new_orders: number; completed: number; unpaid: number; credits: unknown };
  return counts;
};

const balance = async (token: string) => {
  const res = await call('GET', '/api/client/balance', { token });
  expect(res.status).toBe(200);
  return res.body.balance_due as number;
};

/** The counts that moved (the month's delivery figures aside: the library's tests read them). */
const delta = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(a).filter((k) => k !== 'deliveries').map((k) => [k, Number(b[k]) - Number(a[k])]));

beforeAll(async () => {
  admin = await asAdmin();
});

describe('GET /api/admin/stats', () => {
  it('counts pending clients, new, completed and unpaid orders', async () => {
    const before = await stats();
    expect(Object.keys(before).sort()).toEqual(['completed', 'deliveries', 'new_orders', 'pending_clients', 'unpaid']);

    await newClient({ approve: false });
    const client = await newClient();
    const afterClients = await stats();
    expect(delta(before, afterClients)).toEqual({ pending_clients: 1, new_orders: 0, completed: 0, unpaid: 0 });

    const [{ order: a }, { order: b }] = [await createOrder(client.token), await createOrder(client.token)];
    const afterOrders = await stats();
    expect(delta(afterClients, afterOrders)).toEqual({ pending_clients: 0, new_orders: 2, completed: 0, unpaid: 0 });

    await setStatus(a.id, 'en_cours');
    const inProgress = await stats();
    expect(delta(afterOrders, inProgress)).toEqual({ pending_clients: 0, new_orders: -1, completed: 0, unpaid: 0 });

    await setStatus(a.id, 'termine');
    await setStatus(b.id, 'termine');
    const done = await stats();
    expect(delta(inProgress, done)).toEqual({ pending_clients: 0, new_orders: -1, completed: 2, unpaid: 2 });

    await setPayment(a.id, 'paye');
    await setPayment(b.id, 'partiel');
    const paid = await stats();
    expect(delta(done, paid)).toEqual({ pending_clients: 0, new_orders: 0, completed: 0, unpaid: -1 });

    await setStatus(b.id, 'sav');
    const sav = await stats();
    // Still 'Partiel' through the SAV: still owed (the badge, the balance and the counter agree).
    expect(delta(paid, sav)).toEqual({ pending_clients: 0, new_orders: 0, completed: -1, unpaid: 0 });

    await call('DELETE', `/api/admin/orders/${a.id}`, { token: admin });
    expect(delta(sav, await stats())).toEqual({ pending_clients: 0, new_orders: 0, completed: -1, unpaid: 0 });
  });

  it('counts as unpaid only the termine orders created in the last 7 days', async () => {
    const client = await newClient();
    const { order } = await createOrder(client.token);
    // Backdate the order by 8 days (creation date and index keys), as if it were older.
    const createdAt = new Date(Date.now() - 8 * 24 * 3600 * 1000).toISOString();
    const raw = DynamoDBDocumentClient.from(new DynamoDBClient(localClientConfig(inject('dynamoEndpoint'))));
    const index = {
      ...indexKeys.allOrders(createdAt, order.id),
      ...indexKeys.ordersByStatus('en_attente', createdAt, order.id),
      ...indexKeys.clientOrders(client.id, createdAt, order.id),
    };
    await raw.send(
      new UpdateCommand({
        TableName: LOCAL_TABLE,
        Key: keys.order(order.id),
        UpdateExpression: 'SET created_at = :c, gsi1sk = :g1, gsi2sk = :g2, gsi3sk = :g3',
        ExpressionAttributeValues: { ':c': createdAt, ':g1': index.gsi1sk, ':g2': index.gsi2sk, ':g3': index.gsi3sk },
      }),
    );
    const before = await stats();
    await setStatus(order.id, 'termine');
    expect(delta(before, await stats())).toEqual({ pending_clients: 0, new_orders: -1, completed: 1, unpaid: 0 });
    // The client still owes it.
    expect(await balance(client.token)).toBe(0);
    await call('PATCH', `/api/admin/orders/${order.id}/price`, { token: admin, body: { total_price: '10' } });
    expect(await balance(client.token)).toBe(12); // 10,00 € HT, 12,00 € TTC
  });

  it('is for administrators only', async () => {
    const client = await newClient();
    expect((await call('GET', '/api/admin/stats', { token: client.token })).status).toBe(403);
  });
});

describe('GET /api/client/balance', () => {
  it('sums what the caller’s orders owe TTC (termine, not paye), to the cent', async () => {
    const [client, other] = await Promise.all([newClient(), newClient()]);
    const category = await createCategory(unique('Solde'));
    const service = await addService(category.id, unique('Stage 2'), '149,99 €');
    const services = JSON.stringify([{ name: service.name, price: service.price, category_id: category.id }]);
    expect(await balance(client.token)).toBe(0);

    const { order: a } = await createOrder(client.token, { selected_services: services, total_price: '0' });
    const { order: b } = await createOrder(client.token, { selected_services: services });
    const { order: c } = await createOrder(client.token, { selected_services: services });
    const { order: theirs } = await createOrder(other.token, { selected_services: services });
    expect(a).toMatchObject({ total_price: 149.99, vat_rate: 20, total_ht: 149.99, total_vat: 30, total_ttc: 179.99, amount_due: 0 });
    expect(await balance(client.token)).toBe(0); // nothing termine yet

    await setStatus(a.id, 'termine');
    await setStatus(b.id, 'termine');
    await setStatus(theirs.id, 'termine');
    expect(await balance(client.token)).toBe(359.98); // 2 × 179,99 € TTC

    const repriced = await call('PATCH', `/api/admin/orders/${b.id}/price`, { token: admin, body: { total_price: '0,03' } });
    expect(repriced.body).toMatchObject({ total_ht: 0.03, total_vat: 0.01, total_ttc: 0.04, amount_due: 0.04 });
    expect(await balance(client.token)).toBe(180.03);

    await setPayment(a.id, 'paye');
    expect(await balance(client.token)).toBe(0.04);
    await setStatus(c.id, 'termine');
    await setPayment(c.id, 'litige');
    expect(await balance(client.token)).toBe(180.03);
    expect(await balance(other.token)).toBe(179.99);
  });

  it('is for clients only', async () => {
    expect((await call('GET', '/api/client/balance', { token: admin })).status).toBe(403);
    expect((await call('GET', '/api/client/balance')).status).toBe(401);
  });
});
