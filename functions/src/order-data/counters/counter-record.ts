import * as z from 'zod/mini';
import { orderStatuses } from '@app/shared/orders/statuses';
import { defineEntity } from '../../lib/db/entity';
import { counterKeys } from '../../lib/db/keys';

/** A count, or a sum of cents: a safe integer (zod's int), else the item is recounted. */
const count = z._default(z.number().check(z.int()), 0);
const perStatus = Object.fromEntries(orderStatuses.map((s) => [`orders_${s}`, count])) as Record<
  `orders_${(typeof orderStatuses)[number]}`,
  typeof count
>;

/** Orders per status, business-wide: summed over the order shards and GLOBAL (order-shards.ts). */
export const orderTotalsSchema = z.object(perStatus);
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

/**
 * Business-wide counters: the account counters on GLOBAL (one item, account writes are rare and
 * `admins` is a condition), the order counts summed with the shards.
 */
export const globalCountersEntity = defineEntity({
  type: 'counters',
  schema: z.object({ ...perStatus, pending_clients: count, admins: count }),
  key: () => counterKeys.global(),
  keyOf: () => counterKeys.global(),
});
export type GlobalCounters = z.infer<typeof globalCountersEntity.schema>;

/** One client's counters; the balance due in cents so that sums stay exact. */
export const clientCountersEntity = defineEntity({
  type: 'counters',
  schema: z.object({
    client_id: z.string(),
    ...perStatus,
    orders_total: count,
    unpaid_count: count,
    balance_cents: count,
  }),
  key: (clientId: string) => counterKeys.client(clientId),
  keyOf: (c) => counterKeys.client(c.client_id),
});
export type ClientCounters = z.infer<typeof clientCountersEntity.schema>;

/** Unpaid orders created on one UTC day. */
export const unpaidDayEntity = defineEntity({
  type: 'counters',
  schema: z.object({ day: z.string(), count }),
  key: (day: string) => counterKeys.unpaidDay(day),
  keyOf: (d) => counterKeys.unpaidDay(d.day),
});
