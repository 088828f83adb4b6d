import { ORDER_SEARCH_MAX, ORDER_SEARCH_TOO_LONG } from '@app/shared/orders/schemas';
import { matchesOrderSearch, searchTerms } from '@app/shared/orders/search';
import { isUnpaid, owingPaymentStatuses, type OrderStatus } from '@app/shared/orders/statuses';
import type { OrderRecord } from '../order-data/order-record';
import { containsEveryTerm, type Filter } from '../lib/db/filters';
import { invalid } from '../lib/errors';

/** More words than this make an expression DynamoDB may refuse, and no one types them. */
const MAX_WORDS = 10;

/**
 * The order search (shared/src/orders/search.ts) as a filter on the stored search text: every
 * word in the text, or (letters and digits only) in the plate. Undefined for an empty search.
 */
export function searchFilter(search: string): Filter | undefined {
  if (search.length > ORDER_SEARCH_MAX) throw invalid(ORDER_SEARCH_TOO_LONG);
  const terms = searchTerms(search);
  if (terms.length > MAX_WORDS) throw invalid(ORDER_SEARCH_TOO_LONG);
  return containsEveryTerm(terms, 'search_text', 'search_plate');
}

/** `?payment=unpaid`: the orders that make the balance due (isUnpaid). Any other value is refused. */
export function paymentFilter(raw: string | undefined): Filter | undefined {
  if (!raw) return undefined;
  if (raw !== 'unpaid') throw invalid('Filtre de paiement inconnu');
  const values = Object.fromEntries(owingPaymentStatuses.map((status, i) => [`:owing${i}`, status]));
  return { expression: `payment_status IN (${Object.keys(values).join(', ')})`, values };
}

/** Both filters at once (either may be absent). */
export function bothFilters(a: Filter | undefined, b: Filter | undefined): Filter | undefined {
  if (!a || !b) return a ?? b;
  return { expression: `(${a.expression}) AND (${b.expression})`, values: { ...a.values, ...b.values } };
}

/**
 * The same filters on an order read from the lookup index (order-pages.ts): its status is one of
 * `statuses` (if any), it is unpaid for `?payment=unpaid`, and every word of the search is in it.
 */
export function matchesFilters(
  order: OrderRecord,
  query: { statuses?: readonly OrderStatus[]; search: string; payment?: string },
): boolean {
  if (query.statuses?.length && !query.statuses.includes(order.status)) return false;
  if (query.payment && !isUnpaid(order)) return false;
  return matchesOrderSearch(order, query.search);
}
