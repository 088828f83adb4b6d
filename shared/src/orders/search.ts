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

/**
 * The prefix lengths the index holds (letters and digits): a term is looked up by its longest of
 * these and checked whole against each order found, so a few lengths keep an order's writes small
 * while every partition stays narrow (a French plate has 7 characters, a VIN 17).
 */
export const LOOKUP_LENGTHS = [4, 7, 10, 17] as const;
/** The order id as the lists show it: its first 8 characters (in capitals). */
export const SHORT_ID_LENGTH = 8;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SHORT_ID = /^(?=.*\d)[0-9a-f]{8}$/;
const PLATE_LIKE = /^(?=.*\p{L})(?=.*\p{N})/u;
/** The length of a French plate without its dashes ('AB123CD'). */
const WHOLE_PLATE = 7;

/** The prefixes of a compact text at the lookup lengths it reaches. */
const prefixesOf = (compact: string): string[] => LOOKUP_LENGTHS.filter((n) => n <= compact.length).map((n) => compact.slice(0, n));

/** A term as the index holds it: its longest prefix at a lookup length, none under the shortest. */
const lookupCut = (compact: string): string | undefined => prefixesOf(compact).at(-1);

/**
 * The lookup keys of an order (decision 017): the prefixes of its plate or VIN and of its client's
 * company (letters and digits only) at the lookup lengths, and its short id cut the same way.
 * Sorted, each once.
 */
export function orderLookupKeys(order: Pick<Order, 'id' | 'registration' | 'client_company'>): string[] {
  const keys = [...prefixesOf(compactText(order.registration)), ...prefixesOf(compactText(order.client_company))];
  keys.push(lookupCut(normalizeText(order.id).slice(0, SHORT_ID_LENGTH)) ?? '');
  return [...new Set(keys.filter(Boolean))].sort();
}

/**
 * The lookup key a query is answered from, if any (decision 017): an order id (whole, or the
 * short id the lists show), else its longest word that is a plate or VIN by itself (letters and
 * digits, written with dashes or 7 characters long at least), else the whole query without spaces
 * or dashes ('AB 123 CD', a company name of two words or more; a single word of letters only has
 * none); cut to its longest lookup length, none under 4.
 */
export function lookupKeyOf(query: string): string | undefined {
  const words = searchWords(query);
  const id = words.find((word) => UUID.test(word) || SHORT_ID.test(word));
  if (id) return lookupCut(id.slice(0, SHORT_ID_LENGTH));
  // A word that is a plate or VIN by itself (long enough, or written with its dashes), not a part
  // of one typed with spaces ('QZ 2A58E7'): the whole query is that plate then.
  const plates = words
    .filter((word) => /[^\p{L}\p{N}]/u.test(word) || word.length >= WHOLE_PLATE)
    .map(compactText)
    .filter((word) => PLATE_LIKE.test(word) && lookupCut(word));
  const plate = plates.sort((a, b) => b.length - a.length)[0];
  if (plate) return lookupCut(plate);
  const whole = compactText(words.join(''));
  // One word of letters only ('Toyota', 'Dupont') is as likely a brand, a model or a name found
  // anywhere in an order as the start of a company: answering it from the company keys would
  // hide the other clients' Toyotas. It stays the full (bounded) search.
  if (words.length < 2 && !/\p{N}/u.test(whole)) return undefined;
  return lookupCut(whole);
}
