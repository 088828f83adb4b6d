import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../order-record';
import { counterDeltas } from './order-contribution';
import { ORDER_SHARDS, orderShardKey } from './order-shards';

const order = (over: Partial<OrderRecord> = {}) =>
  ({
    id: 'o1',
    client_id: 'c1',
    status: 'en_attente',
    payment_status: 'non_du',
    payment_updated_at: null,
    total_price: 149.99,
    created_at: '2026-11-20T10:00:00.000Z',
    ...over,
  }) as OrderRecord;

/** What each counter item a write touches gets added, by sort key (the business-wide part on shard 3). */
const adds = (before?: OrderRecord, after?: OrderRecord) =>
  Object.fromEntries(counterDeltas(before, after, orderShardKey(3)).map((delta) => [delta.key.sk, delta.counts]));

describe('order counters', () => {
  it('count a new order in its status and its client', () => {
    expect(adds(undefined, order())).toEqual({
      'ORDERS#3': { orders_en_attente: 1, list_version: 1 },
      COUNTERS: { orders_en_attente: 1, orders_total: 1, list_version: 1 },
    });
  });

  it('move a finished order into the balance (its price TTC, in cents) and the unpaid day', () => {
    expect(adds(order(), order({ status: 'termine', payment_status: 'du' }))).toEqual({
      'ORDERS#3': { orders_en_attente: -1, orders_termine: 1, list_version: 1 },
      COUNTERS: { orders_en_attente: -1, orders_termine: 1, unpaid_count: 1, balance_cents: 17999, list_version: 1 },
      'UNPAID#2026-11-20': { count: 1 },
    });
  });

  it('follow a price change of an unpaid order, and only new list versions for a paid one', () => {
    const due = order({ status: 'termine', payment_status: 'du' });
    expect(adds(due, { ...due, total_price: 150 })).toEqual({
      'ORDERS#3': { list_version: 1 },
      COUNTERS: { balance_cents: 1, list_version: 1 },
    });
    const paid = order({ status: 'termine', payment_status: 'paye' });
    expect(adds(paid, { ...paid, total_price: 10 })).toEqual({ 'ORDERS#3': { list_version: 1 }, COUNTERS: { list_version: 1 } });
  });

  it("count an invoiced order at its invoice's TTC, and nothing once a credit note left it 'Non dû'", () => {
    const due = order({ status: 'termine', payment_status: 'du', vat_rate: 20 });
    const invoiced = { ...due, invoice_id: 'FA-2026-000001', invoice_number: 'FA-2026-000001', invoice_amounts: { vat_rate: 5.5, ht_cents: 14999, vat_cents: 825, ttc_cents: 15824 } };
    expect(adds(due, invoiced)).toEqual({ 'ORDERS#3': { list_version: 1 }, COUNTERS: { balance_cents: 15824 - 17999, list_version: 1 } });
    // A price changed after the invoice: still its invoice's.
    expect(adds(invoiced, { ...invoiced, total_price: 10 })).toEqual({ 'ORDERS#3': { list_version: 1 }, COUNTERS: { list_version: 1 } });
    const { invoice_id: _id, invoice_number: _n, invoice_amounts: _a, ...rest } = invoiced;
    const credited = { ...rest, payment_status: 'non_du' as const, payment_updated_at: '2026-11-21T10:00:00.000Z', credit_note_number: 'AV-2026-000001' };
    expect(adds(invoiced, credited)).toEqual({
      'ORDERS#3': { list_version: 1 },
      COUNTERS: { unpaid_count: -1, balance_cents: -15824, list_version: 1 },
      'UNPAID#2026-11-20': { count: -1 },
    });
  });

  it('give both clients new list versions when an order changes hands', () => {
    const updates = counterDeltas(order(), order({ client_id: 'c2' })).map((delta) => delta.key.pk);
    expect(updates).toEqual(expect.arrayContaining(['USER#c1', 'USER#c2', 'COUNTERS']));
  });

  it('put the business-wide part on one shard chosen at random, every shard in turn, never on GLOBAL', () => {
    const shards = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const keys = counterDeltas(undefined, order()).map((delta) => delta.key);
      const business = keys.filter((key) => key.pk === 'COUNTERS');
      expect(business).toHaveLength(1);
      shards.add(business[0]!.sk);
    }
    expect([...shards].sort()).toEqual(Array.from({ length: ORDER_SHARDS }, (_, n) => `ORDERS#${n}`).sort());
  });

  it('uncount a deleted order entirely', () => {
    expect(adds(order({ status: 'termine', payment_status: 'litige' }), undefined)).toEqual({
      'ORDERS#3': { orders_termine: -1, list_version: 1 },
      COUNTERS: { orders_termine: -1, orders_total: -1, unpaid_count: -1, balance_cents: -17999, list_version: 1 },
      'UNPAID#2026-11-20': { count: -1 },
    });
  });
});
