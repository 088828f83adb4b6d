import { driftCount, raceCount, Recount, recountBusiness, recountWalks } from '../order-data/counters/recount';
import { logger } from '../lib/logger';
import { REINDEXED } from '../lib/db/page-walk';
import { orderReindexWalks } from '../order-data/order-reindex-repository';
import { accountReindexWalks } from '../users/user-repository';
import { NO_DEADLINE, STOP_MARGIN_MS, type JobClock } from './job-clock';
import { resumePoint, runWalks, type NamedWalks } from './resumable-walks';

const JOB = 'recount-counters';

const named = (prefix: string, walks: readonly NamedWalks[number][1][]) =>
  walks.map((walk, i) => [`${prefix}-${i}`, walk] as const);

/**
 * The walks that may span runs, in order: order and account index attributes, then each
 * client's counters. Each page's work stands alone (a rewrite, one client's recount), so
 * resuming a later night writes nothing taken across runs.
 */
const walksOf = (run: Recount): NamedWalks => [
  ...named('order-indexes', orderReindexWalks),
  ...named('account-indexes', accountReindexWalks),
  ...named('client-counters', recountWalks(run)),
];

/** The share of the run the business-wide recount may take; the rest goes to the resumable walks. */
export const BUSINESS_SHARE = 0.5;

/**
 * Nightly (decision 037). First the business-wide counters, recounted from one walk of every
 * order within this run and with at most half of its time: out of time or raced by a write,
 * nothing is written and the next run starts that walk afresh. Then, with the time left, the
 * resumable walks (index attributes, each client's counters), a page at a time: near the
 * timeout they store where they are (JOBSTATE#recount-counters) and the next run resumes there.
 */
export const handler = async (_event?: unknown, context: JobClock = NO_DEADLINE) => {
  const left = context.getRemainingTimeInMillis();
  const business = new Recount(true);
  const outcome = await recountBusiness(business, {
    clock: context,
    stopBelowMs: Number.isFinite(left) ? Math.max(STOP_MARGIN_MS, left * (1 - BUSINESS_SHARE)) : STOP_MARGIN_MS,
  });
  if (outcome === 'unfinished') logger.warn('business counters not checked: the walk of every order did not fit in its share of the run');
  if (outcome === 'raced') logger.info('business counters not checked: a write moved them during the walk');

  const names = walksOf(new Recount(true)).map(([name]) => name);
  const point = await resumePoint(JOB, names);
  const run = new Recount(true, point.totals);
  const finished = await runWalks(JOB, walksOf(run), point, context);
  const reindexed = point.totals[REINDEXED] ?? 0;
  const drift = driftCount(run) + driftCount(business);
  const report = { finished, business: outcome, drift, raced: raceCount(run), reindexed };
  if (driftCount(business)) logger.warn('business counter drift repaired', { drift: business.drift.slice(0, 50) });
  if (!finished) {
    logger.info('recount stopped near its timeout, resumes next run', report);
    return report;
  }
  if (reindexed) logger.info('items reindexed', { count: reindexed });
  if (driftCount(run)) logger.warn('client counter drift repaired', { ...report, drift: run.drift.slice(0, 50) });
  else if (!drift) logger.info('counters match the items', report);
  return report;
};
