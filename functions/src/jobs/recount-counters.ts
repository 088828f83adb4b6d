import { driftCount, finishRecount, Recount, recountWalks } from '../order-data/counters/recount';
import { logger } from '../lib/logger';
import { REINDEXED } from '../lib/db/page-walk';
import { orderReindexWalks } from '../order-data/order-reindex-repository';
import { accountReindexWalks } from '../users/user-repository';
import { NO_DEADLINE, type JobClock } from './job-clock';
import { resumePoint, runWalks, type NamedWalks } from './resumable-walks';

const JOB = 'recount-counters';

const named = (prefix: string, walks: readonly NamedWalks[number][1][]) =>
  walks.map((walk, i) => [`${prefix}-${i}`, walk] as const);

/** The nightly walks in order: order and account index attributes, then the counters' recount. */
const walksOf = (run: Recount): NamedWalks => [
  ...named('order-indexes', orderReindexWalks),
  ...named('account-indexes', accountReindexWalks),
  ...named('recount', recountWalks(run)),
];

/**
 * Nightly: brings order index attributes in step with the code, then recomputes the counters
 * from the items, repairs them and reports any drift. A page at a time: near its timeout it
 * stores where it is (JOBSTATE#recount-counters) and the next run resumes there.
 */
export const handler = async (_event?: unknown, context: JobClock = NO_DEADLINE) => {
  const names = walksOf(new Recount(true)).map(([name]) => name);
  const point = await resumePoint(JOB, names);
  const run = new Recount(true, point.totals);
  const finished = await runWalks(JOB, walksOf(run), point, context);
  const reindexed = point.totals[REINDEXED] ?? 0;
  if (!finished) {
    logger.info('recount stopped near its timeout, resumes next run', { reindexed, drift: driftCount(run) });
    return { finished, drift: driftCount(run), reindexed };
  }
  await finishRecount(run);
  if (reindexed) logger.info('items reindexed', { count: reindexed });
  const drift = driftCount(run);
  if (drift) logger.warn('counter drift repaired', { count: drift, drift: run.drift.slice(0, 50) });
  else logger.info('counters match the items');
  return { finished, drift, reindexed };
};
