import type { Key } from '../../lib/db/table';
import { isUnpaid } from '@app/shared/orders/statuses';
import { counterKeys } from '../../lib/db/keys';
import type { OrderRecord } from '../order-record';
import { effectivePayment } from '../order-record';
import { amountDueCents } from '../order-amounts';
import { ORDER_TOTALS, randomOrderShard } from './order-shards';

type Counts = Record<string, number>;
/**
 * What one order adds to each counter item, by counterId. A `listed` item also carries the
 * version of the order lists it stands for (all orders, or one client's), moved by every write.
 */
type Part = { key: Key; counts: Counts; attributes?: Record<string, unknown>; listed?: boolean };

/** The version of an order list, kept on its counter item: the ETag of GET /api/orders. */
export const LIST_VERSION = 'list_version';
type Contribution = Map<string, Part>;

export const dayOf = (iso: string) => iso.slice(0, 10);

/** The one id of a counter item, wherever counters are compared. */
export const counterId = (key: Key) => `${key.pk}|${key.sk}`;

/**
 * The counters an order weighs on: its status among all orders (ORDER_TOTALS, a shard once
 * written), its client's totals (the balance: what it owes TTC, order-amounts.ts), unpaid by
 * creation day.
 */
export function contributionOf(order: OrderRecord | undefined): Contribution {
  const out: Contribution = new Map();
  if (!order) return out;
  const payment = effectivePayment(order);
  const unpaid = isUnpaid({ status: order.status, payment_status: payment }) ? 1 : 0;
  const status = `orders_${order.status}`;
  const client = counterKeys.client(order.client_id);
  const day = counterKeys.unpaidDay(dayOf(order.created_at));
  const parts: Part[] = [
    { key: ORDER_TOTALS, counts: { [status]: 1 }, listed: true },
    {
      key: client,
      counts: { [status]: 1, orders_total: 1, unpaid_count: unpaid, balance_cents: amountDueCents(order, payment) },
      attributes: { client_id: order.client_id },
      listed: true,
    },
    { key: day, counts: { count: unpaid }, attributes: { day: dayOf(order.created_at) } },
  ];
  for (const part of parts) out.set(counterId(part.key), part);
  return out;
}

/** What to add to one counter item (counter-repository.ts writes it). */
export type CounterDelta = Pick<Part, 'key' | 'counts' | 'attributes'>;

/**
 * The counter moves that turn `before` into `after` (either may be absent: a creation or a
 * deletion): the differences, nothing for a counter unchanged, and a new version of every
 * order list the order is or was in. The business-wide part goes to `shard` (one of the order
 * shards, order-shards.ts; chosen at random unless told).
 */
export function counterDeltas(before: OrderRecord | undefined, after: OrderRecord | undefined, shard = randomOrderShard()): CounterDelta[] {
  const was = contributionOf(before);
  const now = contributionOf(after);
  const updates: CounterDelta[] = [];
  for (const id of new Set([...was.keys(), ...now.keys()])) {
    const item = now.get(id) ?? was.get(id);
    if (!item) continue;
    const delta: Counts = {};
    for (const name of new Set([...Object.keys(was.get(id)?.counts ?? {}), ...Object.keys(now.get(id)?.counts ?? {})])) {
      const d = (now.get(id)?.counts[name] ?? 0) - (was.get(id)?.counts[name] ?? 0);
      if (d !== 0) delta[name] = d;
    }
    if (item.listed) delta[LIST_VERSION] = 1;
    if (Object.keys(delta).length === 0) continue;
    updates.push({ key: item.key === ORDER_TOTALS ? shard : item.key, counts: delta, attributes: item.attributes });
  }
  return updates;
}
