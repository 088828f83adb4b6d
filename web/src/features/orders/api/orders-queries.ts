import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order, OrderStatus } from '@app/shared/orders/schemas';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Spec §9: order lists poll every 5 s, and on window focus and tab visibility. */
export const ORDERS_POLL_MS = 5_000;

/** Spec §9 polling of every order list. */
const polled = { refetchInterval: ORDERS_POLL_MS, refetchOnWindowFocus: true } as const;

/** GET /api/orders (the caller's own, or all for an administrator), newest first. */
export function ordersQueryOptions(statuses?: readonly OrderStatus[]) {
  return queryOptions({
    queryKey: queryKeys.orders.list(statuses),
    queryFn: () => api.get<Order[]>('/api/orders', { query: { status: statuses?.join(',') } }),
    ...polled,
  });
}

export const useOrders = (statuses?: readonly OrderStatus[]) => useQuery(ordersQueryOptions(statuses));

/** The newest `count` orders: one page of GET /api/orders, whatever the history (home, dashboard). */
export function latestOrdersQueryOptions(count: number) {
  return queryOptions({
    queryKey: queryKeys.orders.latest(count),
    queryFn: () => api.get<Order[]>('/api/orders', { query: { limit: count } }),
    ...polled,
  });
}

export const useLatestOrders = (count: number) => useQuery(latestOrdersQueryOptions(count));

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.orders.detail(id),
    queryFn: () => api.get<Order>(`/api/orders/${encodeURIComponent(id)}`),
    refetchInterval: ORDERS_POLL_MS,
  });
}

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));
