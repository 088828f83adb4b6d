/** Pure helpers of the paged order lists. */
import { ORDER_SEARCH_MAX, type Order, type OrderCounts, type OrderStatus } from '@app/shared/orders/schemas';
import type { ApiPage } from '@/lib/api/api-client';
import { formatCount } from '@/lib/format/format';

/** The orders of the loaded pages, in the server's order; an order seen twice is kept once. */
export function ordersOfPages(pages: readonly ApiPage<Order>[] | undefined): Order[] {
  const seen = new Set<string>();
  const orders: Order[] = [];
  for (const page of pages ?? []) {
    for (const order of page.items) {
      if (seen.has(order.id)) continue;
      seen.add(order.id);
      orders.push(order);
    }
  }
  return orders;
}

/** The number of orders with one of these statuses (all orders when none), or undefined when unknown. */
export function countOf(counts: OrderCounts | undefined, statuses?: readonly OrderStatus[]): number | undefined {
  if (!counts) return undefined;
  if (!statuses) return counts.all;
  return statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0);
}

/**
 * Drops an order from any cached order list: a page list (infinite query data) or a plain
 * array; anything else (the counts) is returned as it is.
 */
export function withoutOrder<T>(data: T, orderId: string): T {
  if (Array.isArray(data)) return data.filter((order: { id?: unknown }) => order.id !== orderId) as T;
  if (isPageList(data)) {
    return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((o) => o.id !== orderId) })) };
  }
  return data;
}

function isPageList(data: unknown): data is { pages: ApiPage<{ id: string }>[] } {
  return (
    typeof data === 'object' &&
    data !== null &&
    'pages' in data &&
    Array.isArray(data.pages) &&
    data.pages.every((page: unknown) => typeof page === 'object' && page !== null && 'items' in page && Array.isArray(page.items))
  );
}

/** The search as the server receives it: trimmed, and no longer than it accepts. */
export const serverSearchText = (typed: string): string => typed.trim().slice(0, ORDER_SEARCH_MAX);

/** Loaded search results as counted on screen: '12', or '50+' while older pages remain. */
export const loadedCountText = (count: number, more: boolean): string => `${formatCount(count)}${more ? '+' : ''}`;
