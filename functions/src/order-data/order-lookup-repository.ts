import { orderLookupKeys } from '@app/shared/orders/search';
import { indexKeys } from '../lib/db/keys';
import { isCursorOf, readPage, type Partition } from '../lib/db/pages';
import { table } from '../lib/db/table';
import type { TransactionItem } from '../lib/db/transaction';
import type { UserRecord } from '../users/user-record';
import { orderEntity, type OrderRecord } from './order-record';
import { lookupItems, lookupsOf, orderLookupEntity, searchKeysOf } from './order-lookup-record';

/**
 * The lookup items of an order's write (decision 017), in its transaction: all of them for a new
 * order, none left for a deleted one; on a change, only when its plate or company moved its keys,
 * and then all the new ones (an order written before the index gets them whole) and the
 * deletion of the old ones it no longer has.
 */
export function lookupWrites(before: OrderRecord | undefined, after: OrderRecord | undefined): TransactionItem[] {
  const id = after?.id ?? before?.id;
  if (!id || (before && after && searchKeysOf(before) === searchKeysOf(after))) return [];
  return lookupItems(id, after ? lookupsOf(after) : [], before ? orderLookupKeys(before) : []);
}

/** The lookup partition of a key a caller searches: every order's (administrators) or its own. */
function lookupPartition(user: Pick<UserRecord, 'id' | 'role'>, key: string): Partition {
  return user.role === 'admin'
    ? { index: 'gsi2', pk: indexKeys.orderLookup(key, '', '').gsi2pk }
    : { index: 'gsi4', pk: indexKeys.clientOrderLookup(user.id, key, '', '').gsi4pk };
}

/** True when the cursor is one of lookupPage's for this caller and key. */
export const isLookupCursor = (user: Pick<UserRecord, 'id' | 'role'>, key: string, cursor: string) =>
  isCursorOf(cursor, [lookupPartition(user, key)]);

/**
 * One page of the orders of a lookup key, newest first: one Query of its partition (at most
 * `limit` keys) and one BatchGet of their orders. A lookup whose order is gone is skipped; a
 * client only ever gets its own orders.
 */
export async function lookupPage(
  user: Pick<UserRecord, 'id' | 'role'>,
  key: string,
  query: { limit: number; cursor?: string },
): Promise<{ orders: OrderRecord[]; nextCursor?: string }> {
  const page = await readPage([lookupPartition(user, key)], query);
  const ids = [...new Set(orderLookupEntity.parseAll(page.items).map((lookup) => lookup.order_id))];
  const found = new Map(orderEntity.parseAll(await table.batchGet(ids.map((id) => orderEntity.key(id)))).map((o) => [o.id, o]));
  const orders = ids.flatMap((id) => {
    const order = found.get(id);
    return order && (user.role === 'admin' || order.client_id === user.id) ? [order] : [];
  });
  return { orders, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
}
