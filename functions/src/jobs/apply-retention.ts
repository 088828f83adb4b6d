import { logger } from '../lib/logger';
import { NO_DEADLINE, type JobClock } from './job-clock';
import { resumePoint, runWalks, type NamedWalks } from './resumable-walks';
import { filesReport, orderFilesWalk, type RetentionOptions } from './retention-files';
import { recordsReport, recordWalks } from './retention-records';

/**
 * The nightly retention run (issue 24, decision 037): security logs, expired exports, then the
 * order files, a page at a time. Near the Lambda's timeout it stores which part and page it
 * is at (JOBSTATE#apply-retention, with the counts so far) and the next run resumes there; each
 * page's removals stand alone, so nothing is taken across runs but the report's counts.
 * `{ dryRun: true }` removes nothing and keeps a checkpoint of its own.
 */
export async function applyRetention(options: RetentionOptions = {}, clock: JobClock = options.clock ?? NO_DEADLINE) {
  const dryRun = options.dryRun ?? false;
  const job = dryRun ? 'apply-retention-dry-run' : 'apply-retention';
  const keys: string[] = [];
  const walks: NamedWalks = [...(await recordWalks(options)), ['order-files', await orderFilesWalk(options, keys)]];
  const point = await resumePoint(job, walks.map(([name]) => name));
  const finished = await runWalks(job, walks, point, clock);
  const report = { records: recordsReport(point.totals, dryRun), files: filesReport(point.totals, finished, dryRun), finished };
  logger.info(finished ? 'retention: done' : 'retention stopped near its timeout, resumes next run', report);
  return dryRun ? { ...report, keys } : report;
}

export const handler = async (event: { dryRun?: boolean } | undefined, context?: JobClock) =>
  applyRetention({ dryRun: event?.dryRun === true }, context ?? NO_DEADLINE);
