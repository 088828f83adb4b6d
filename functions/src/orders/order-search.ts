import { ORDER_SEARCH_MAX, ORDER_SEARCH_TOO_LONG } from '@app/shared/orders/schemas';
import { searchTerms } from '@app/shared/orders/search';
import { invalid } from '../lib/errors';

/** A DynamoDB filter: its expression and the values it names. */
export interface SearchFilter {
  expression: string;
  values: Record<string, string>;
}

/** More words than this make an expression DynamoDB may refuse, and no one types them. */
const MAX_WORDS = 10;

/**
 * The order search (shared/src/orders/search.ts) as a filter on the stored search text: every
 * word in the text, or (letters and digits only) in the plate. Undefined for an empty search.
 */
export function searchFilter(search: string): SearchFilter | undefined {
  if (search.length > ORDER_SEARCH_MAX) throw invalid(ORDER_SEARCH_TOO_LONG);
  const terms = searchTerms(search);
  if (terms.length > MAX_WORDS) throw invalid(ORDER_SEARCH_TOO_LONG);
  if (terms.length === 0) return undefined;
  const values: Record<string, string> = {};
  const clauses = terms.map(({ word, compact }, i) => {
    values[`:w${i}`] = word;
    if (!compact) return `contains(search_text, :w${i})`;
    values[`:c${i}`] = compact;
    return `(contains(search_text, :w${i}) OR contains(search_plate, :c${i}))`;
  });
  return { expression: clauses.join(' AND '), values };
}
