import type { Item } from './table';

/** Running totals of a walk (kept in a job's checkpoint between runs). */
export type Totals = Record<string, number>;

/**
 * One step of a job that may stop between pages: walks from `start` (a page's `next`), adds to
 * `totals`, and yields after each page where the next one starts (undefined after the last).
 */
export type PageWalk = (start: Item | undefined, totals: Totals) => AsyncGenerator<Item | undefined, void>;

/** Runs walks to their end from the beginning (a run without a deadline); the totals. */
export async function walkToEnd(walks: readonly PageWalk[], totals: Totals = {}): Promise<Totals> {
  for (const walk of walks) for await (const _next of walk(undefined, totals));
  return totals;
}

/** Adds `n` to a running total. */
export const addTo = (totals: Totals, name: string, n = 1) => {
  totals[name] = (totals[name] ?? 0) + n;
};

/** The total a reindexing walk counts its rewrites in. */
export const REINDEXED = 'reindexed';
