import { listPage, type StoredObject } from '../lib/files/objects';
import { clearCheckpoint, loadCheckpoint, saveCheckpoint } from './job-checkpoint-repository';
import { STOP_MARGIN_MS, type JobClock } from './job-clock';

export { NO_DEADLINE, STOP_MARGIN_MS, type JobClock } from './job-clock';

export type Totals = Record<string, number>;

/** How a page went: the last key fully dealt with (where a later run resumes), or a refusal. */
export type PageOutcome = { doneThrough?: string } | { refused: true };

export interface WalkSpec<T extends Totals> {
  /** The checkpoint's name (`JOBSTATE#{job}`). */
  job: string;
  prefix: string;
  clock: JobClock;
  pageSize: number;
  /** The running totals of a fresh walk; a resumed walk starts from the checkpoint's. */
  totals: T;
}

export interface WalkResult<T extends Totals> {
  /** The walk's running totals (over every run since it started). */
  totals: T;
  /** False when it stopped for time: the checkpoint is stored and the next run resumes there. */
  finished: boolean;
  refused: boolean;
}

/**
 * Walks the objects under a prefix one page at a time, from the job's checkpoint if a run
 * stopped mid-way. `visit` sees each page (and whether it is the last) and says how far the
 * work is done; nothing else is kept between pages. Near the timeout the walk stores where it
 * is and stops. The schedule is nightly (registry.ts): a backlog larger than one run is worked
 * off over the following nights, each run starting where the last stopped (decision 011
 * addendum). A refusal ends the walk: the next run starts from the beginning.
 */
export async function walkPages<T extends Totals>(
  spec: WalkSpec<T>,
  visit: (objects: StoredObject[], last: boolean, totals: T) => Promise<PageOutcome>,
): Promise<WalkResult<T>> {
  const saved = await loadCheckpoint(spec.job);
  const totals = { ...spec.totals, ...saved?.totals } as T;
  let doneThrough = saved?.start_after;
  let listAfter = doneThrough;
  for (;;) {
    if (spec.clock.getRemainingTimeInMillis() < STOP_MARGIN_MS) {
      await saveCheckpoint(spec.job, { start_after: doneThrough, totals });
      return { totals, finished: false, refused: false };
    }
    const page = await listPage(spec.prefix, listAfter, spec.pageSize);
    const outcome = await visit(page.objects, !page.next, totals);
    if ('refused' in outcome) {
      await clearCheckpoint(spec.job);
      return { totals, finished: false, refused: true };
    }
    doneThrough = outcome.doneThrough ?? doneThrough;
    if (!page.next) break;
    listAfter = page.next;
  }
  await clearCheckpoint(spec.job);
  return { totals, finished: true, refused: false };
}

/** Options of a purge: its "now", its Lambda clock and its page size (tests use small pages). */
export interface PurgeOptions {
  now?: number;
  clock?: JobClock;
  pageSize?: number;
}
