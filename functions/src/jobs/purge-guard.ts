import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logger } from '../lib/logger';

/**
 * A purge deletes files whose order it cannot find. A wrong table name, an empty restore or a
 * failing read would make every folder look orphaned: past a small share the purge deletes
 * nothing, logs an error and emits `PurgeRefused` (alarmed on, infra/lib/monitoring.ts).
 */
export interface PurgeGuard {
  /** Up to this many orphans are always purged (a young bucket has few folders). */
  floor: number;
  /** Beyond the floor, the largest share of all folders that may be orphaned. */
  maxShare: number;
  /** Never more than this many folders in one run, whatever the share. */
  cap: number;
}

export const PURGE_GUARD: PurgeGuard = { floor: 10, maxShare: 0.05, cap: 500 };

/** Whether deleting `orphans` of `folders` looks like the ordinary clean-up of failed deletions. */
export function purgeAllowed(orphans: number, folders: number, guard = PURGE_GUARD): boolean {
  if (orphans <= guard.floor) return true;
  return orphans <= guard.cap && orphans <= folders * guard.maxShare;
}

/** The CloudWatch metric of a refused purge (embedded metric format: one log line, no API call). */
export const PURGE_REFUSED_METRIC = { namespace: 'FileManager', name: 'PurgeRefused' } as const;

const metrics = new Metrics({ namespace: PURGE_REFUSED_METRIC.namespace });
// The alarm reads the metric without dimensions: no default `service` dimension.
metrics.clearDefaultDimensions();

/** Logs the refusal and emits the metric the alarm watches. */
export function reportRefusedPurge(job: string, orphans: number, folders: number): void {
  logger.error('purge refused: too many folders look orphaned', { job, orphans, folders });
  metrics.addMetric(PURGE_REFUSED_METRIC.name, MetricUnit.Count, 1);
  metrics.addMetadata('job', job);
  metrics.addMetadata('orphans', String(orphans));
  metrics.addMetadata('folders', String(folders));
  metrics.publishStoredMetrics();
}
