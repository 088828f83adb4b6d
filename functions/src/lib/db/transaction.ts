import { table, type TransactInput } from './table';
import { classify } from './write';

/** What a refused condition means: an answer for the caller, or an error (thrown). */
export type Refusal<R> = () => R;
/** The answers (not the errors) the refusals of these items give. */
export type AnswerOf<I> = I extends TransactionItem<infer R> ? Exclude<R, Error> : never;

/**
 * One write of a transaction, built by its entity (lib/db/entity.ts), with what a refusal of its
 * own condition means. An item without `onConditionFailed` is never refused but by a bug.
 */
export interface TransactionItem<R = never> {
  write: TransactInput;
  onConditionFailed?: Refusal<R>;
}

/** What a transaction answers when every item was written. */
export const WRITTEN: unique symbol = Symbol('written');
export type Written = typeof WRITTEN;

/** The refusal of the item that failed: its answer, or its error thrown. */
export function refusalOf<I extends TransactionItem<unknown>>(items: readonly I[], index: number): AnswerOf<I> {
  const refusal = items[index]?.onConditionFailed;
  if (!refusal) throw new Error(`Transaction item ${index} refused, and it names no refusal`);
  const answer = refusal();
  if (answer instanceof Error) throw answer;
  return answer as AnswerOf<I>;
}

/**
 * Writes the items in one transaction: WRITTEN, or the answer of the item whose condition was
 * refused (its error is thrown). The refusal is the item's own, whatever its place in the list.
 */
export async function transact<I extends TransactionItem<unknown>>(
  items: readonly I[],
  options: { attempts?: number } = {},
): Promise<Written | AnswerOf<I>> {
  try {
    await table.transact(items.map((item) => item.write), options.attempts);
    return WRITTEN;
  } catch (error) {
    const failure = classify(error);
    if (failure.kind !== 'condition') throw error;
    return refusalOf(items, failure.index);
  }
}
