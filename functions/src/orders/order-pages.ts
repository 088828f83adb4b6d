import type { OrderStatus } from '@app/shared/orders/statuses';
import { indexKeys } from '../lib/db/keys';
import { readPage, type Partition } from '../lib/db/pages';
import type { UserRecord } from '../users/user-record';
import { orderEntity, type OrderRecord } from '../order-data/order-record';
import { bothFilters, paymentFilter, searchFilter } from './order-search';

/**
 * The partitions a caller's list is made of: all orders (gsi1) or one client's (gsi3), or one
 * partition per status (gsi2 for all clients, gsi4 for one), so a status list never reads the
 * orders of other statuses.
 */
function partitionsOf(user: UserRecord, statuses: readonly OrderStatus[] | undefined): Partition[] {
  const admin = user.role === 'admin';
  if (!statuses?.length) {
    return [admin ? { index: 'gsi1', pk: indexKeys.allOrders('', '').gsi1pk } : { index: 'gsi3', pk: indexKeys.clientOrders(user.id, '', '').gsi3pk }];
  }
  return statuses.map((status) =>
    admin
      ? { index: 'gsi2', pk: indexKeys.ordersByStatus(status, '', '').gsi2pk }
      : { index: 'gsi4', pk: indexKeys.clientOrdersByStatus(user.id, status, '', '').gsi4pk },
  );
}

/**
 * One page of a caller's orders, newest first (a SAV list by request date), and the cursor of
 * the next page. A search, or the unpaid filter, filters what it reads and reads a bounded
 * share of the history per call, so its page may be short, even empty, with a cursor to search further back.
 */
export async function orderPage(
  user: UserRecord,
  query: { statuses?: readonly OrderStatus[]; search?: string; payment?: string; limit: number; cursor?: string },
): Promise<{ orders: OrderRecord[]; nextCursor?: string }> {
  const page = await readPage(partitionsOf(user, query.statuses), {
    limit: query.limit,
    cursor: query.cursor,
    filter: bothFilters(searchFilter(query.search ?? ''), paymentFilter(query.payment)),
  });
  return { orders: orderEntity.parseAll(page.items), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
}
