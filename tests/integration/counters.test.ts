import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, call, newClient } from './api';
import { useFunctionsEnv } from './functions-env';
import { createOrder, FIXTURE_OVERRIDE, setStatus } from './orders-fixtures';

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
  it('equal a recount after 360 random status, price, payment, SAV and delete operations, three clients at once', async () => {
    const { recountCounters } = await import('@app/functions/order-data/counters/recount');
    const clients = await Promise.all([newClient(), newClient(), newClient()]);
    // One lane a client, each with its own orders and its own seeded sequence: the lanes run at
    // once, so the business-wide counters take concurrent writes too.
    const lane = async (client: { token: string }, seed: number) => {
      const next = random(seed);
      const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
      const orders: string[] = [];
      const addOrder = async () => orders.push((await createOrder(client.token)).order.id);
      for (let i = 0; i < 4; i++) await addOrder();
      for (let step = 0; step < 120; step++) {
        const target = pick(orders);
        const roll = next();
        let res;
        if (roll < 0.4) {
          const status = pick(STATUSES);
          // « Terminé » without a delivery: the audited override (decision 033).
          res = await call('PUT', `/api/admin/orders/${target}/status`, { token: admin, body: status === 'termine' ? { status, ...FIXTURE_OVERRIDE } : { status } });
        } else if (roll < 0.6) {
          const price = (Math.floor(next() * 50_000) / 100).toFixed(2).replace('.', ',');
          res = await call('PATCH', `/api/admin/orders/${target}/price`, { token: admin, body: { total_price: price } });
        } else if (roll < 0.85) {
          res = await call('PUT', `/api/admin/orders/${target}/payment`, { token: admin, body: { payment_status: pick(PAYMENTS) } });
        } else if (roll < 0.95) {
          res = await call('POST', `/api/orders/${target}/sav-request`, {
            token: client.token,
            body: { problem_description: 'Perte de puissance' },
          });
          expect([200, 409]).toContain(res.status);
          continue;
        } else {
          res = await call('DELETE', `/api/admin/orders/${target}`, { token: admin });
          orders.splice(orders.indexOf(target), 1);
          await addOrder();
        }
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
    };
    await Promise.all(clients.map((client, i) => lane(client, 20261123 + i)));

    expect(await recountCounters()).toEqual([]);

    // What the counters answer agrees with the orders themselves.
    for (const client of clients) {
      const mine = (await call('GET', '/api/orders', { token: client.token })).body as {
        status: string;
        payment_status: string;
        total_ttc: number;
        amount_due: number;
      }[];
      // Each order owes its TTC exactly while its badge says money is owed; the balance is their sum.
      for (const o of mine)
        expect(o.amount_due).toBe(['du', 'partiel', 'litige', 'non_paye'].includes(o.payment_status) ? o.total_ttc : 0);
      const due = mine.reduce((sum, o) => sum + Math.round(o.amount_due * 100), 0);
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

/** The recount, the order shards and the table, loaded with the functions' environment. */
const tools = async () => ({
  ...(await import('@app/functions/order-data/counters/recount')),
  ...(await import('@app/functions/order-data/counters/order-shards')),
  table: (await import('@app/functions/lib/db/table')).table,
});
/** The administrators' order counts, as the dashboard reads them. */
const counts = async () => (await call('GET', '/api/order-counts', { token: admin })).body as Record<string, number>;

describe('business-wide order counters, sharded', () => {
  const adminTag = async () => {
    const res = await call('GET', '/api/orders?limit=1', { token: admin });
    expect(res.status).toBe(200);
    return Number(/^"a(\d+)"$/.exec(res.headers.get('etag') ?? '')?.[1]);
  };

  it('sum the shards: orders created at once are all counted, the administrators’ list tag moves on each write, GLOBAL is left alone', async () => {
    const { table, orderShardKeys } = await tools();
    const clients = await Promise.all([newClient(), newClient()]);
    const global = async () => (await table.get({ pk: 'COUNTERS', sk: 'GLOBAL' }, true)) ?? {};
    const [before, globalBefore] = [await counts(), await global()];
    const tags = [await adminTag()];
    await Promise.all(Array.from({ length: 8 }, (_, i) => createOrder(clients[i % 2]!.token)));
    tags.push(await adminTag());
    for (let i = 0; i < 3; i++) {
      await createOrder(clients[0]!.token);
      tags.push(await adminTag());
    }
    const after = await counts();
    expect(after.en_attente).toBe(before.en_attente! + 11);
    expect(after.all).toBe(before.all! + 11);
    // Each write adds 1 to one shard's version: the sum moved by 8, then by 1 per creation.
    expect(tags.slice(1).map((tag, i) => tag - tags[i]!)).toEqual([8, 1, 1, 1]);
    const shards = await table.batchGet(orderShardKeys());
    expect(shards.filter((item) => Number(item.list_version) > 0).length).toBeGreaterThan(1);
    const { list_version: _v, ...globalCounts } = await global();
    const { list_version: _w, ...globalCountsBefore } = globalBefore;
    expect(globalCounts).toEqual(globalCountsBefore);
  });

  it('still count the order counts GLOBAL kept from before the shards', async () => {
    const { table, orderShardKeys, recountCounters } = await tools();
    const client = await newClient();
    await createOrder(client.token);
    const before = await counts();
    const tag = await adminTag();
    // The layout before sharding: every order count on GLOBAL, none on the shards.
    let shardsMoved = 0;
    for (const item of await table.batchGet(orderShardKeys())) {
      const moved = Object.entries(item).filter(([name, n]) => name.startsWith('orders_') && typeof n === 'number' && n !== 0);
      if (!moved.length) continue;
      shardsMoved++;
      const names = Object.fromEntries(moved.map(([name], i) => [`#n${i}`, name]));
      const add = (sign: number) => ({
        UpdateExpression: `ADD ${moved.map((_, i) => `#n${i} :n${i}`).join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: Object.fromEntries(moved.map(([, n], i) => [`:n${i}`, sign * (n as number)])),
      });
      await table.update({ Key: { pk: 'COUNTERS', sk: 'GLOBAL' }, ...add(1) });
      await table.update({ Key: { pk: String(item.pk), sk: String(item.sk) }, ...add(-1) });
    }
    expect(shardsMoved).toBeGreaterThan(0);
    const shards = await table.batchGet(orderShardKeys());
    expect(shards.every((item) => Object.entries(item).every(([name, n]) => !name.startsWith('orders_') || n === 0))).toBe(true);
    expect(await counts()).toEqual(before);
    expect(await adminTag()).toBe(tag);
    expect(await recountCounters()).toEqual([]);
    await createOrder(client.token);
    expect((await counts()).en_attente).toBe(before.en_attente! + 1);
    expect(await recountCounters()).toEqual([]);
  });

  it('repairs a drifted shard: the sum is right again, reported once, and the list tag moves', async () => {
    const { table, orderShardKey, recountCounters } = await tools();
    const before = await counts();
    await table.update({ Key: orderShardKey(5), UpdateExpression: 'ADD orders_termine :n', ExpressionAttributeValues: { ':n': 4 } });
    expect((await counts()).termine).toBe(before.termine! + 4);
    const tag = await adminTag();
    const drift = await recountCounters({ fix: true });
    expect(drift).toEqual([{ counter: 'COUNTERS|ORDERS#*', attribute: 'orders_termine', stored: before.termine! + 4, expected: before.termine }]);
    expect(await counts()).toEqual(before);
    expect(await adminTag()).toBeGreaterThan(tag);
    expect(await recountCounters()).toEqual([]);
  });
});

describe('the nightly recount job', () => {
  /** A Lambda clock with plenty of time for `checks` checks, then less than the stop margin. */
  const clockFor = (checks: number) => {
    let calls = 0;
    return { getRemainingTimeInMillis: () => (++calls <= checks ? 300_000 : 10_000) };
  };
  const checkpoint = async (job: string) => {
    const { table } = await import('@app/functions/lib/db/table');
    return table.get({ pk: `JOBSTATE#${job}`, sk: 'JOBSTATE' }, true);
  };

  it('walks stopped near the timeout resume where they stopped, with the totals of the run before', async () => {
    const { runWalks, resumePoint } = await import('@app/functions/jobs/resumable-walks');
    // Two walks of three pages each; a page adds its number to a total.
    const walk = (pages: number[]) =>
      async function* (start: Record<string, unknown> | undefined, totals: Record<string, number>) {
        for (const page of pages.slice(pages.indexOf(Number(start?.page ?? pages[0])))) {
          totals.sum = (totals.sum ?? 0) + page;
          totals.pages = (totals.pages ?? 0) + 1;
          const next = pages[pages.indexOf(page) + 1];
          yield next === undefined ? undefined : { page: next };
        }
      };
    const walks = [
      ['first', walk([1, 2, 3])],
      ['second', walk([10, 20, 30])],
    ] as const;
    const names = walks.map(([name]) => name);
    const job = `test-walks-${Date.now()}`;

    expect(await runWalks(job, walks, await resumePoint(job, names), clockFor(1))).toBe(false);
    expect(JSON.parse(String((await checkpoint(job))?.start_after))).toEqual({ walk: 'first', start: { page: 3 } });
    // The first walk's last page: the next run starts with the second walk.
    expect(await runWalks(job, walks, await resumePoint(job, names), clockFor(0))).toBe(false);
    expect(JSON.parse(String((await checkpoint(job))?.start_after))).toEqual({ walk: 'second' });
    const last = await resumePoint(job, names);
    expect(last.totals).toEqual({ sum: 6, pages: 3 });
    expect(await runWalks(job, walks, last, clockFor(99))).toBe(true);
    expect(last.totals).toEqual({ sum: 66, pages: 6 });
    expect(await checkpoint(job)).toBeUndefined();
    // A checkpoint naming a walk the job no longer has: a fresh start.
    expect(await resumePoint(job, ['other'])).toEqual({ totals: {} });
  });

  it('repairs the same drift when a run stops near its timeout and the next one finishes', async () => {
    const { handler } = await import('@app/functions/jobs/recount-counters');
    const { recountCounters } = await import('@app/functions/order-data/counters/recount');
    const { table } = await import('@app/functions/lib/db/table');
    const { counterKeys } = await import('@app/functions/lib/db/keys');
    await recountCounters({ fix: true });
    const client = await newClient();
    await createOrder(client.token);
    await table.update({ Key: counterKeys.client(client.id), UpdateExpression: 'ADD orders_total :n', ExpressionAttributeValues: { ':n': 3 } });

    const first = await handler(undefined, clockFor(0));
    expect(first.finished).toBe(false);
    expect((await checkpoint('recount-counters'))?.start_after).toBeTruthy();
    const second = await handler(undefined, clockFor(1_000));
    expect(second).toMatchObject({ finished: true, drift: 1 });
    expect(await checkpoint('recount-counters')).toBeUndefined();
    expect(await recountCounters()).toEqual([]);
  });

  describe('business-wide counters (decision 037)', () => {
    /** Counters as the orders say, then 4 orders_termine too many on shard 5: a known drift. */
    const withKnownDrift = async () => {
      const { table, orderShardKey, recountCounters } = await tools();
      await recountCounters({ fix: true });
      const { order } = await createOrder((await newClient()).token);
      const truth = await counts();
      await table.update({ Key: orderShardKey(5), UpdateExpression: 'ADD orders_termine :n', ExpressionAttributeValues: { ':n': 4 } });
      return { order, truth };
    };
    const knownDrift = (truth: Record<string, number>) => [
      { counter: 'COUNTERS|ORDERS#*', attribute: 'orders_termine', stored: truth.termine! + 4, expected: truth.termine },
    ];

    it('a walk cut by the clock writes nothing, and the next run repairs from sums of its own: a change between the runs is counted once', async () => {
      const { Recount, recountBusiness, recountCounters } = await tools();
      const { order, truth } = await withKnownDrift();
      let cut = false;
      const clock = { getRemainingTimeInMillis: () => (cut ? 10_000 : 300_000) };
      const first = new Recount(true);
      // Out of time after the first page of orders: its sums are dropped.
      const outcome = await recountBusiness(first, { clock, stopBelowMs: 30_000, onPage: async () => void (cut = true) });
      expect(outcome).toBe('unfinished');
      expect(first.drift).toEqual([]);
      expect(await counts()).toEqual({ ...truth, all: truth.all! + 4, termine: truth.termine! + 4 });

      // Between the runs the order moves, counted in its own transaction.
      await setStatus(order.id, 'en_cours');
      const moved: Record<string, number> = { ...truth, en_attente: truth.en_attente! - 1, en_cours: truth.en_cours! + 1 };
      const second = new Recount(true);
      expect(await recountBusiness(second, { clock: { getRemainingTimeInMillis: () => 300_000 }, stopBelowMs: 30_000 })).toBe('checked');
      expect(second.drift).toEqual(knownDrift(truth));
      expect(await counts()).toEqual(moved);
      expect(await recountCounters()).toEqual([]);
    });

    it('a walk that a write races compares nothing and writes nothing; the figures stay those of the writes, and a quiet run repairs', async () => {
      const { Recount, recountBusiness, recountCounters } = await tools();
      const { order, truth } = await withKnownDrift();
      let moved: string | undefined;
      const run = new Recount(true);
      // After the first page, an order the walk has already counted (one of that page's, when one is waiting) changes status.
      const outcome = await recountBusiness(run, {
        onPage: async (orders) => {
          if (moved) return;
          moved = orders.find((o) => o.status === 'en_attente')?.id ?? order.id;
          await setStatus(moved, 'en_cours');
        },
      });
      expect(outcome).toBe('raced');
      expect(run.drift).toEqual([]);
      const live: Record<string, number> = { ...truth, en_attente: truth.en_attente! - 1, en_cours: truth.en_cours! + 1 };
      expect(await counts()).toEqual({ ...live, all: live.all! + 4, termine: live.termine! + 4 });

      const quiet = new Recount(true);
      expect(await recountBusiness(quiet)).toBe('checked');
      expect(quiet.drift).toEqual(knownDrift(truth));
      expect(await counts()).toEqual(live);
      expect(await recountCounters()).toEqual([]);
    });

    it('the job gives the business walk half its run; cut, it leaves the drift for the next run, which repairs it once', async () => {
      const { handler } = await import('@app/functions/jobs/recount-counters');
      const { recountCounters } = await tools();
      const { truth } = await withKnownDrift();
      // 300 s left at the start, then 140 s: under half of the run, the business walk stops at its first check.
      let calls = 0;
      const cutEarly = { getRemainingTimeInMillis: () => (++calls === 1 ? 300_000 : 140_000) };
      expect(await handler(undefined, cutEarly)).toMatchObject({ business: 'unfinished', finished: true, drift: 0 });
      expect((await counts()).termine).toBe(truth.termine! + 4);
      expect(await handler(undefined, { getRemainingTimeInMillis: () => 300_000 })).toMatchObject({ business: 'checked', finished: true, drift: 1 });
      expect(await counts()).toEqual(truth);
      expect(await recountCounters()).toEqual([]);
    });
  });
});

