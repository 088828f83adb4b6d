import { compactText, normalizeText, searchWords } from '../text/normalize';
import type { Order } from './schemas';

export type SearchableOrder = Pick<Order, 'id' | 'vehicle_brand' | 'vehicle_model' | 'registration' | 'client_name' | 'client_company'>;

/** Separates the fields in the search text: a normalised word never contains it. */
const FIELD_SEPARATOR = '\n';

/**
 * What the search looks at, stored on each order (`search_text`, `search_plate`) so that the
 * server can filter with `contains`: the normalised brand, model, registration, client name,
 * company and order id, and the plate as letters and digits only.
 */
export function orderSearchText(order: SearchableOrder): { search_text: string; search_plate: string } {
  const fields = [
    order.vehicle_brand,
    order.vehicle_model,
    order.registration,
    order.client_name,
    order.client_company,
    order.id,
  ].map(normalizeText);
  return { search_text: fields.join(FIELD_SEPARATOR), search_plate: compactText(order.registration) };
}

/** One word of a query: its normalised form, and its compact form for plates ('' when none). */
export const searchTerms = (query: string): { word: string; compact: string }[] =>
  searchWords(query).map((word) => ({ word, compact: compactText(word) }));

/**
 * The order search of every list (spec §2: 'Mes commandes', the administrator's lists): every
 * word of the query must be found in the brand, model, registration, client name, client
 * company or order id; case and accents are ignored, and a plate matches with or without its
 * dashes and spaces ('ab123cd', 'AB 123 CD'). An empty query matches every order. The server
 * applies the same rule on the stored search text (functions/src/orders/order-pages.ts).
 */
export function matchesOrderSearch(order: SearchableOrder, query: string): boolean {
  const { search_text, search_plate } = orderSearchText(order);
  return searchTerms(query).every(
    ({ word, compact }) => search_text.includes(word) || (compact.length > 0 && search_plate.includes(compact)),
  );
}

export function filterOrders<T extends SearchableOrder>(orders: readonly T[], query: string): T[] {
  return orders.filter((order) => matchesOrderSearch(order, query));
}
