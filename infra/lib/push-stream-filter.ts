/** A key attribute's accepted values: some exact strings, or a prefix. */
export type KeyMatch = readonly string[] | { readonly prefix: string };

/** One kind of item whose changes the stream handler turns into a push (both keys must match). */
export interface PushSource {
  readonly pk: KeyMatch;
  readonly sk?: KeyMatch;
}

/**
 * The items whose versions the push channel follows (functions/src/push/stream-topics.ts):
 * an account (its change feed), a client's and the shared counters (list versions), a client's
 * credit account (issue 40), an order, an order's chat, the workshop's hours and status (issue 42). Only their records invoke the stream handler; every other write (messages,
 * notifications, tickets, connections, lookups...) is dropped by Lambda before any invocation.
 */
export const pushSources: readonly PushSource[] = [
  { pk: { prefix: 'USER#' }, sk: ['USER', 'COUNTERS', 'CREDITS'] },
  { pk: ['COUNTERS'] },
  { pk: ['SETTINGS'], sk: ['WORKSHOP'] },
  { pk: { prefix: 'ORDER#' }, sk: ['ORDER'] },
  { pk: { prefix: 'ORDERCHAT#' }, sk: ['CHAT'] },
];

const rule = (match: KeyMatch) => ({ S: 'prefix' in match ? [{ prefix: match.prefix }] : [...match] });

/** Lambda event filter patterns (one per source; a record passes when any matches). */
export const pushStreamFilters = pushSources.map((source) => ({
  dynamodb: { Keys: { pk: rule(source.pk), ...(source.sk ? { sk: rule(source.sk) } : {}) } },
}));
