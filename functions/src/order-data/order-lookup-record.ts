import * as z from 'zod/mini';
import { orderLookupKeys } from '@app/shared/orders/search';
import { defineEntity } from '../lib/db/entity';
import type { TransactionItem } from '../lib/db/transaction';
import { indexKeys, keys } from '../lib/db/keys';
import type { OrderRecord } from './order-record';

/**
 * One lookup key of an order (decision 017): a prefix of its plate or VIN, of its client's
 * company, or its short id. It sits in the order's own partition, and in the lookup partitions
 * of every order (gsi2) and of the order's client (gsi4), newest first: one Query finds the
 * orders of a key, whatever the history.
 */
export const orderLookupSchema = z.object({
  order_id: z.string(),
  client_id: z.string(),
  created_at: z.string(),
  key: z.string(),
});
export type OrderLookup = z.infer<typeof orderLookupSchema>;

export const orderLookupEntity = defineEntity({
  type: 'order_lookup',
  schema: orderLookupSchema,
  key: (orderId: string, key: string) => keys.orderLookup(orderId, key),
  keyOf: (lookup) => keys.orderLookup(lookup.order_id, lookup.key),
  indexes: (lookup) => ({
    ...indexKeys.orderLookup(lookup.key, lookup.created_at, lookup.order_id),
    ...indexKeys.clientOrderLookup(lookup.client_id, lookup.key, lookup.created_at, lookup.order_id),
  }),
});

type Indexed = Pick<OrderRecord, 'id' | 'client_id' | 'created_at' | 'registration' | 'client_company'>;

/** The lookup items an order is due. */
export const lookupsOf = (order: Indexed): OrderLookup[] =>
  orderLookupKeys(order).map((key) => ({ order_id: order.id, client_id: order.client_id, created_at: order.created_at, key }));

/** The order item's record of the keys its lookup items hold (`search_keys`): how a backfill knows them done. */
export const searchKeysOf = (order: Indexed): string => orderLookupKeys(order).join(' ');

/** Puts of the lookup items due, deletions of the keys the order had and no longer has. */
export function lookupItems(orderId: string, due: readonly OrderLookup[], hadKeys: readonly string[]): TransactionItem[] {
  const kept = new Set(due.map((lookup) => lookup.key));
  return [
    ...due.map((lookup) => orderLookupEntity.putItem(lookup)),
    ...hadKeys.filter((key) => !kept.has(key)).map((key) => orderLookupEntity.deleteItem(orderLookupEntity.key(orderId, key))),
  ];
}
