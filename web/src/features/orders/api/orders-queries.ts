import { infiniteQueryOptions, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '@app/shared/orders/schemas';
import { call, callPage } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';
import { readOrderNotificationsHere } from '@/lib/notifications/order-notifications';
import { usePushFallbackInterval } from '@/lib/push/push-state';

/** Orders per page of GET /api/orders (the server's default; at most 100). */
export const ORDERS_PAGE_SIZE = 50;

/**
 * Spec §9 polled every list every 5 s; issue 19: the push channel refetches what moved, and the
 * lists poll every 30 s only while it is down (the hooks pass `usePushFallbackInterval()`).
 * Still refetched on window focus and tab visibility.
 */
const polled = { refetchOnWindowFocus: true } as const;

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
 * `X-Next-Cursor`; a refetch reads the loaded pages again, each a 304 while nothing changed.
 */
export function orderPagesQueryOptions({ statuses, q = '', unpaid = false }: OrderPagesFilter, refetchInterval: number | false = false) {
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
    refetchInterval,
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

export const useLatestOrders = (count: number) =>
  useQuery({ ...latestOrdersQueryOptions(count), refetchInterval: usePushFallbackInterval() });

/** GET /api/order-counts: the caller's orders per status, from the server's counters; refreshed like the lists. */
export function orderCountsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.orders.counts,
    queryFn: () => call('GET /api/order-counts'),
    ...polled,
  });
}

export const useOrderCounts = () => useQuery({ ...orderCountsQueryOptions(), refetchInterval: usePushFallbackInterval() });

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.orders.detail(id),
    queryFn: async ({ client }) => {
      const order = await call('GET /api/orders/{id}', { params: { id } });
      // Opening the order read its notifications on the server (decision 032): the bell follows at once.
      readOrderNotificationsHere(client, id);
      return order;
    },
  });
}

/** One order, refetched when its `order:{id}` topic moves (every 30 s while the push channel is down). */
export const useOrder = (id: string) => useQuery({ ...orderQueryOptions(id), refetchInterval: usePushFallbackInterval() });
