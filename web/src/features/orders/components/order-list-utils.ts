/** Pure helpers of the client orders views: status tabs, newest first, display values. */
import type { Order, OrderStatus } from '@app/shared/orders/schemas';

/**
 * Spec §2: tabs all / en_attente / termine / sav; an order being worked on or cancelled has its
 * own tab too, so none is found only under 'Toutes' (docs/spec-deviations.md).
 */
export const ORDER_TABS = ['all', 'en_attente', 'en_cours', 'termine', 'sav', 'annule'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

export const isOrderTab = (value: string): value is OrderTab => (ORDER_TABS as readonly string[]).includes(value);

/** The statuses a tab asks the server for (none: every order). */
export const statusesOfTab = (tab: OrderTab): readonly OrderStatus[] | undefined =>
  tab === 'all' ? undefined : [tab];

const time = (value: string | null | undefined): number => {
  const t = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(t) ? 0 : t;
};

/** Newest first by created_at (spec §7: sorted on the client too); stable for equal dates. */
export function newestFirst<T extends Pick<Order, 'created_at'>>(orders: readonly T[]): T[] {
  return orders
    .map((order, index) => ({ order, index }))
    .sort((a, b) => time(b.order.created_at) - time(a.order.created_at) || a.index - b.index)
    .map(({ order }) => order);
}

/** Spec §9: the home shows the 5 latest orders. */
export const LATEST_ORDERS_COUNT = 5;

export function latestOrders<T extends Pick<Order, 'created_at'>>(
  orders: readonly T[],
  count = LATEST_ORDERS_COUNT,
): T[] {
  return newestFirst(orders).slice(0, count);
}

/** A selected service as shown: its name, what the client pays, and the price before discount. */
export interface ServiceView {
  name: string;
  /** Discounted price (what is charged), or null when unknown. */
  price: number | null;
  /** Catalogue price when a discount lowered it, else null. */
  originalPrice: number | null;
}

const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Spec §3: a selected service is an object (name or service, prices) or, in old data, a plain string. */
export function serviceView(entry: unknown): ServiceView {
  if (typeof entry === 'string') return { name: entry, price: null, originalPrice: null };
  if (!entry || typeof entry !== 'object') return { name: '', price: null, originalPrice: null };
  const record = entry as Record<string, unknown>;
  const name =
    typeof record.name === 'string' && record.name
      ? record.name
      : typeof record.service === 'string'
        ? record.service
        : '';
  const original = finite(record.original_price);
  const discounted = finite(record.discounted_price);
  const price = discounted ?? original;
  return {
    name,
    price,
    originalPrice: original !== null && discounted !== null && discounted < original ? original : null,
  };
}
