import { table, type TransactInput } from './table';

/** A transaction holds at most 100 items. */
export const TRANSACTION_MAX = 100;
/** Follow-up transactions in flight at once. */
const CONCURRENCY = 4;

/** Writes that must land together (one recipient's notification and counters). */
export type WriteGroup = readonly TransactInput[];

/** `head` then the groups, in order, packed into transactions of at most 100 items; a group is never split. */
export function packGroups(head: readonly TransactInput[], groups: readonly WriteGroup[]): TransactInput[][] {
  const batches: TransactInput[][] = [[...head]];
  for (const group of groups) {
    const current = batches.at(-1) as TransactInput[];
    if (current.length + group.length <= TRANSACTION_MAX) current.push(...group);
    else batches.push([...group]);
  }
  return batches.filter((batch) => batch.length > 0);
}

/**
 * Writes `head` (the event itself) with as many groups as fit in one transaction: all of them in
 * the usual case. The rest follow only once the head is written, a few transactions at a time.
 */
export async function transactWithGroups(head: readonly TransactInput[], groups: readonly WriteGroup[]): Promise<void> {
  const [first, ...rest] = packGroups(head, groups);
  if (first) await table.transact(first);
  for (let i = 0; i < rest.length; i += CONCURRENCY) {
    await Promise.all(rest.slice(i, i + CONCURRENCY).map((batch) => table.transact(batch)));
  }
}
