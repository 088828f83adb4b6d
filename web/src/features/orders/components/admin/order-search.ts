import type { Order } from '@app/shared/orders/schemas';

/** Lower case, accents removed: 'Citroën' and 'citroen' match. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Registration without spaces or dashes: 'AB-123-CD' is found with 'ab123cd'. */
const compact = (text: string) => text.replace(/[\s-]/g, '');

export type SearchableOrder = Pick<
  Order,
  'id' | 'vehicle_brand' | 'vehicle_model' | 'registration' | 'client_name' | 'client_company'
>;

/**
 * Spec §2 search: brand, model, registration, client name, client company, order id.
 * Every word of the query must appear in one of those fields (so 'peugeot 308' finds a
 * Peugeot 308); case and accents are ignored. An empty query matches everything.
 */
export function matchesOrderSearch(order: SearchableOrder, query: string): boolean {
  const words = normalizeSearch(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const fields = [
    order.vehicle_brand,
    order.vehicle_model,
    order.registration,
    compact(order.registration),
    order.client_name,
    order.client_company,
    order.id,
  ].map((field) => normalizeSearch(field ?? ''));
  return words.every((word) => fields.some((field) => field.includes(word) || field.includes(compact(word))));
}

export function filterOrders<T extends SearchableOrder>(orders: readonly T[], query: string): T[] {
  return orders.filter((order) => matchesOrderSearch(order, query));
}

const time = (value: string | null | undefined) => {
  const t = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(t) ? 0 : t;
};

/** Newest first by created_at (the server already sorts; this keeps it true after local edits). */
export function sortNewestFirst<T extends Pick<Order, 'created_at' | 'id'>>(orders: readonly T[]): T[] {
  return [...orders].sort((a, b) => time(b.created_at) - time(a.created_at) || b.id.localeCompare(a.id));
}

/** SAV requests: most recent request first (creation date when the request date is missing). */
export function sortBySavRequest<T extends Pick<Order, 'created_at' | 'id' | 'sav_requested_at'>>(
  orders: readonly T[],
): T[] {
  return [...orders].sort(
    (a, b) =>
      time(b.sav_requested_at ?? b.created_at) - time(a.sav_requested_at ?? a.created_at) || b.id.localeCompare(a.id),
  );
}
