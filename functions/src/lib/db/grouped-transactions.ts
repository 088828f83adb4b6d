import { transact, WRITTEN, type AnswerOf, type TransactionItem, type Written } from './transaction';

/** A transaction holds at most 100 items. */
export const TRANSACTION_MAX = 100;
/** Follow-up transactions in flight at once. */
const CONCURRENCY = 4;

/** Writes that must land together (one recipient's notification and counters); none is refused but by a bug. */
export type WriteGroup = readonly TransactionItem[];

/** `head` then the groups, in order, packed into transactions of at most 100 items; a group is never split. */
export function packGroups<T>(head: readonly T[], groups: readonly (readonly T[])[]): T[][] {
  const batches: T[][] = [[...head]];
  for (const group of groups) {
    const current = batches.at(-1) as T[];
    if (current.length + group.length <= TRANSACTION_MAX) current.push(...group);
    else batches.push([...group]);
  }
  return batches.filter((batch) => batch.length > 0);
}

/**
 * Writes `head` (the event itself) with as many groups as fit in one transaction: all of them in
 * the usual case. The rest follow only once the head is written, a few transactions at a time.
 * WRITTEN, or the answer of the head's item whose condition was refused (nothing is written then).
 */
export async function transactWithGroups<I extends TransactionItem<unknown>>(
  head: readonly I[],
  groups: readonly WriteGroup[],
  options: { attempts?: number } = {},
): Promise<Written | AnswerOf<I>> {
  const [first, ...rest] = packGroups<I | TransactionItem>(head, groups);
  if (first) {
    const outcome = await transact(first, options);
    if (outcome !== WRITTEN) return outcome;
  }
  for (let i = 0; i < rest.length; i += CONCURRENCY) {
    await Promise.all(rest.slice(i, i + CONCURRENCY).map((batch) => transact(batch)));
  }
  return WRITTEN;
}
