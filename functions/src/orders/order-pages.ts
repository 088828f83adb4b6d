import type { OrderStatus } from '@app/shared/orders/statuses';
import type { UserRecord } from '../users/user-record';
import type { OrderRecord } from '../order-data/order-record';
import { ordersPage } from '../order-data/order-repository';
import { bothFilters, paymentFilter, searchFilter } from './order-search';

/**
 * One page of a caller's orders, newest first (a SAV list by request date), and the cursor of
 * the next page. A search, or the unpaid filter, filters what it reads and reads a bounded
 * share of the history per call, so its page may be short, even empty, with a cursor to search further back.
 */
export async function orderPage(
  user: UserRecord,
  query: { statuses?: readonly OrderStatus[]; search?: string; payment?: string; limit: number; cursor?: string },
): Promise<{ orders: OrderRecord[]; nextCursor?: string }> {
  return ordersPage(user, {
    statuses: query.statuses,
    limit: query.limit,
    cursor: query.cursor,
    filter: bothFilters(searchFilter(query.search ?? ''), paymentFilter(query.payment)),
  });
}
