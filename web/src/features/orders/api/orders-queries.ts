import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '@app/shared/orders/schemas';
import { call, callPage } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** Spec §9: order lists poll every 5 s, and on window focus and tab visibility. */
export const ORDERS_POLL_MS = 5_000;

/** Orders per page of GET /api/orders (the server's default; at most 100). */
export const ORDERS_PAGE_SIZE = 50;

/** Spec §9 polling of every order list. */
const polled = { refetchInterval: ORDERS_POLL_MS, refetchOnWindowFocus: true } as const;

/** Which orders a paged list shows: some statuses (all when none), the server-side search, only the unpaid ones. */
export interface OrderPagesFilter {
  statuses?: readonly OrderStatus[];
  q?: string;
  /** Only the orders that make the balance due (`?payment=unpaid`). */
  unpaid?: boolean;
}

/**
 * GET /api/orders by pages (the caller's own, or all for an administrator), in the server's
 * order: newest first, SAV by request date. Each page follows the previous one's
 * `X-Next-Cursor`; polling refetches the loaded pages, each a 304 while nothing changed.
 */
export function orderPagesQueryOptions({ statuses, q = '', unpaid = false }: OrderPagesFilter) {
  return infiniteQueryOptions({
    queryKey: queryKeys.orders.pages(statuses, q, unpaid),
    queryFn: ({ pageParam }) =>
      callPage('GET /api/orders', {
        query: {
          limit: ORDERS_PAGE_SIZE,
          status: statuses?.join(','),
          q: q || undefined,
          payment: unpaid ? 'unpaid' : undefined,
          cursor: pageParam ?? undefined,
        },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    ...polled,
  });
}

/** The newest `count` orders: one page of GET /api/orders, whatever the history (home, dashboard). */
export function latestOrdersQueryOptions(count: number) {
  return queryOptions({
    queryKey: queryKeys.orders.latest(count),
    queryFn: () => call('GET /api/orders', { query: { limit: count } }),
    ...polled,
  });
}

export const useLatestOrders = (count: number) => useQuery(latestOrdersQueryOptions(count));

/** GET /api/order-counts: the caller's orders per status, from the server's counters; polled like the lists. */
export function orderCountsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.orders.counts,
    queryFn: () => call('GET /api/order-counts'),
    ...polled,
  });
}

export const useOrderCounts = () => useQuery(orderCountsQueryOptions());

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.orders.detail(id),
    queryFn: () => call('GET /api/orders/{id}', { params: { id } }),
    refetchInterval: ORDERS_POLL_MS,
  });
}

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));
