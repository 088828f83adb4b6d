import { lookupKeyOf } from '@app/shared/orders/search';
import type { OrderStatus } from '@app/shared/orders/statuses';
import type { UserRecord } from '../users/user-record';
import type { OrderRecord } from '../order-data/order-record';
import { ordersPage } from '../order-data/order-repository';
import { isLookupCursor, lookupPage } from '../order-data/order-lookup-repository';
import { bothFilters, matchesFilters, paymentFilter, searchFilter } from './order-search';

type PageQuery = { statuses?: readonly OrderStatus[]; search?: string; payment?: string; limit: number; cursor?: string };
type Page = { orders: OrderRecord[]; nextCursor?: string };

/**
 * A search answered from the lookup index (decision 017): the orders of the query's lookup key,
 * newest first, kept when they pass the statuses, the payment filter and every word of the
 * search. Undefined when the index does not answer: no key found on a first page (no hit), or a
 * cursor of the bounded read.
 */
async function indexedPage(user: UserRecord, key: string, query: PageQuery): Promise<Page | undefined> {
  if (query.cursor && !isLookupCursor(user, key, query.cursor)) return undefined;
  const page = await lookupPage(user, key, { limit: query.limit, cursor: query.cursor });
  if (!query.cursor && page.orders.length === 0 && !page.nextCursor) return undefined;
  const search = query.search ?? '';
  return { ...page, orders: page.orders.filter((order) => matchesFilters(order, { ...query, search })) };
}

/**
 * One page of a caller's orders, newest first (a SAV list by request date), and the cursor of
 * the next page. A search with a lookup key (a plate, VIN, order id or company) that the index
 * knows is answered from it, whatever the history; any other search, or the unpaid filter alone,
 * filters what it reads and reads a bounded share of the history per call, so its page may be
 * short, even empty, with a cursor to search further back.
 */
export async function orderPage(user: UserRecord, query: PageQuery): Promise<Page> {
  const filter = bothFilters(searchFilter(query.search ?? ''), paymentFilter(query.payment));
  const key = lookupKeyOf(query.search ?? '');
  const indexed = key ? await indexedPage(user, key, query) : undefined;
  return indexed ?? ordersPage(user, { statuses: query.statuses, limit: query.limit, cursor: query.cursor, filter });
}
