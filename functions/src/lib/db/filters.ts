/** Filters of a Query, written once: they build expressions and touch no table. */

/** A DynamoDB filter: its expression and the values it names. */
export interface Filter {
  expression: string;
  values: Record<string, string>;
  /** Placeholders of attribute names (a reserved word such as `action`). */
  names?: Record<string, string>;
}

/**
 * A filter keeping the items where every term is found: its word in `textAttribute`, or its
 * compact form (letters and digits) in `compactAttribute` when given.
 */
export function containsEveryTerm(
  terms: readonly { word: string; compact: string }[],
  textAttribute: string,
  compactAttribute?: string,
): Filter | undefined {
  if (terms.length === 0) return undefined;
  const values: Record<string, string> = {};
  const clauses = terms.map(({ word, compact }, i) => {
    values[`:w${i}`] = word;
    if (!compactAttribute || !compact) return `contains(${textAttribute}, :w${i})`;
    values[`:c${i}`] = compact;
    const either = `contains(${textAttribute}, :w${i}) OR contains(${compactAttribute}, :c${i})`;
    // Alone, it takes no parentheses: a caller that joins it to another filter adds its own, and
    // DynamoDB refuses doubled ones ('redundant parentheses').
    return terms.length === 1 ? either : `(${either})`;
  });
  return { expression: clauses.join(' AND '), values };
}
