import { compactText, normalizeText, searchWords } from '../text/normalize';
import type { Order } from './schemas';

export type SearchableOrder = Pick<Order, 'id' | 'vehicle_brand' | 'vehicle_model' | 'registration' | 'client_name' | 'client_company'>;

/**
 * The order search of every list (spec §2: 'Mes commandes', the administrator's lists): every
 * word of the query must be found in the brand, model, registration, client name, client
 * company or order id; case and accents are ignored, and a plate matches with or without its
 * dashes and spaces ('ab123cd', 'AB 123 CD'). An empty query matches every order.
 */
export function matchesOrderSearch(order: SearchableOrder, query: string): boolean {
  const fields = [
    order.vehicle_brand,
    order.vehicle_model,
    order.registration,
    order.client_name,
    order.client_company,
    order.id,
  ].map(normalizeText);
  const plate = compactText(order.registration);
  return searchWords(query).every((word) => {
    const compact = compactText(word);
    return fields.some((field) => field.includes(word)) || (compact.length > 0 && plate.includes(compact));
  });
}

export function filterOrders<T extends SearchableOrder>(orders: readonly T[], query: string): T[] {
  return orders.filter((order) => matchesOrderSearch(order, query));
}
