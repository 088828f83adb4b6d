import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, call, newClient } from './api';
import { useFunctionsEnv } from './functions-env';
import { createOrder } from './orders-fixtures';

/**
 * Counters are kept in the same transaction as the writes they count: after a randomized
 * sequence of status, price, payment, SAV and delete operations, they equal a recount from the
 * items, and the stats and balances read from them match what the orders say.
 */
let admin: string;
beforeAll(async () => {
  useFunctionsEnv();
  admin = await asAdmin();
});

/** A small deterministic generator, so that a failure replays (mulberry32). */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STATUSES = ['en_attente', 'en_cours', 'termine', 'sav', 'annule'];
const PAYMENTS = ['non_du', 'du', 'paye', 'partiel', 'litige', 'non_paye'];

describe('counters', () => {
  it('equal a recount after 500 random status, price, payment, SAV and delete operations', async () => {
    const { recountCounters } = await import('@app/functions/order-data/counters/recount');
    const next = random(20261123);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
    const clients = await Promise.all([newClient(), newClient(), newClient()]);
    const orders: { id: string; token: string }[] = [];
    const addOrder = async () => {
      const client = pick(clients);
      const { order } = await createOrder(client.token);
      orders.push({ id: order.id, token: client.token });
    };
    for (let i = 0; i < 12; i++) await addOrder();

    for (let step = 0; step < 500; step++) {
      const target = pick(orders);
      const roll = next();
      let res;
      if (roll < 0.4) {
        res = await call('PUT', `/api/admin/orders/${target.id}/status`, { token: admin, body: { status: pick(STATUSES) } });
      } else if (roll < 0.6) {
        const price = (Math.floor(next() * 50_000) / 100).toFixed(2).replace('.', ',');
        res = await call('PATCH', `/api/admin/orders/${target.id}/price`, { token: admin, body: { total_price: price } });
      } else if (roll < 0.85) {
        res = await call('PUT', `/api/admin/orders/${target.id}/payment`, { token: admin, body: { payment_status: pick(PAYMENTS) } });
      } else if (roll < 0.95) {
        res = await call('POST', `/api/orders/${target.id}/sav-request`, {
          token: target.token,
          body: { problem_description: 'Perte de puissance' },
        });
        expect([200, 409]).toContain(res.status);
        continue;
      } else {
        res = await call('DELETE', `/api/admin/orders/${target.id}`, { token: admin });
        orders.splice(orders.indexOf(target), 1);
        await addOrder();
      }
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }

    expect(await recountCounters()).toEqual([]);

    // What the counters answer agrees with the orders themselves.
    for (const client of clients) {
      const mine = (await call('GET', '/api/orders', { token: client.token })).body as {
        status: string;
        payment_status: string;
        total_price: number;
      }[];
      const due = mine
        .filter((o) => ['du', 'partiel', 'litige', 'non_paye'].includes(o.payment_status))
        .reduce((sum, o) => sum + Math.round(o.total_price * 100), 0);
      expect((await call('GET', '/api/client/balance', { token: client.token })).body.balance_due).toBe(due / 100);
    }
  }, 240_000);

  it('repairs a counter that drifted and reports it', async () => {
    const { recountCounters } = await import('@app/functions/order-data/counters/recount');
    const { table } = await import('@app/functions/lib/db/table');
    const { counterKeys } = await import('@app/functions/lib/db/keys');
    const client = await newClient();
    await createOrder(client.token);
    await table.update({
      Key: counterKeys.client(client.id),
      UpdateExpression: 'ADD orders_total :n',
      ExpressionAttributeValues: { ':n': 5 },
    });
    const drift = await recountCounters({ fix: true });
    expect(drift).toContainEqual({ counter: `USER#${client.id}|COUNTERS`, attribute: 'orders_total', stored: 6, expected: 1 });
    expect(await recountCounters()).toEqual([]);
  });
});
