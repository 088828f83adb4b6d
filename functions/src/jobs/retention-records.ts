import { addTo, walkToEnd, type PageWalk, type Totals } from '../lib/db/page-walk';
import type { Key } from '../lib/db/table';
import { logger } from '../lib/logger';
import { deleteObject } from '../lib/files/objects';
import { archiveKey } from '../privacy/export-record';
import { expiredExports, markExpired } from '../privacy/export-repository';
import { readRetention } from '../settings-data/settings-repository';
import { deleteItems, oldSecurityLogKeys } from '../privacy/retention-sweep-repository';
import { retentionCutoffs } from '@app/shared/privacy/retention-cutoffs';
import type { RetentionOptions } from './retention-files';

const PAGE = 100;
/** A dry run counts at most this many expired exports (it removes none, so it cannot page by removing). */
const DRY_RUN_EXPORTS = 1000;
export const SECURITY_LOGS = 'securityLogs';
export const EXPORTS = 'exports';

/**
 * Security log entries (they hold IP addresses) older than the cutoff, a page at a time from
 * `start` (the last key of the page before: a deleted key is still a valid place to go on from).
 */
export const securityLogsWalk =
  (cutoffIso: string, dryRun: boolean): PageWalk =>
  async function* (start, totals) {
    let after = start as Key | undefined;
    do {
      const page = await oldSecurityLogKeys(cutoffIso, PAGE, after);
      addTo(totals, SECURITY_LOGS, page.keys.length);
      if (!dryRun) await deleteItems(page.keys);
      after = page.next;
      yield after;
    } while (after);
  };

/**
 * Ready exports past their days: the archive deleted, the export marked 'expiree', a page at a
 * time. A page done leaves the index the walk reads, so it goes on from the start of the index
 * (the `{}` it yields only says "not done"); a dry run counts up to 1000 in one page.
 */
export const exportsWalk =
  (nowIso: string, dryRun: boolean): PageWalk =>
  async function* (_start, totals) {
    if (dryRun) {
      addTo(totals, EXPORTS, (await expiredExports(nowIso, DRY_RUN_EXPORTS)).length);
      yield undefined;
      return;
    }
    for (;;) {
      const page = await expiredExports(nowIso, PAGE);
      for (const record of page) {
        await deleteObject(archiveKey(record));
        await markExpired(record);
      }
      addTo(totals, EXPORTS, page.length);
      const more = page.length === PAGE;
      yield more ? {} : undefined;
      if (!more) return;
    }
  };

/** The record walks of a retention run: security logs, then exports (their cutoffs from the settings). */
export async function recordWalks(options: RetentionOptions = {}): Promise<[name: string, walk: PageWalk][]> {
  const now = options.now ?? Date.now();
  const dryRun = options.dryRun ?? false;
  const cutoffs = retentionCutoffs((await readRetention()).retention, now);
  return [
    ['security-logs', securityLogsWalk(new Date(cutoffs.securityLogs).toISOString(), dryRun)],
    ['exports', exportsWalk(new Date(now).toISOString(), dryRun)],
  ];
}

/** The records part of a report from a walk's totals. */
export const recordsReport = (totals: Totals, dryRun: boolean) => ({
  securityLogs: totals[SECURITY_LOGS] ?? 0,
  exports: totals[EXPORTS] ?? 0,
  dryRun,
});

/**
 * Table records past their duration (issue 24): security logs and exports, to the end, without a
 * deadline (the nightly job runs the same walks with its checkpoint, apply-retention.ts). Audit
 * entries and invoices are never removed before their years (10 by default, longer than any item here).
 */
export async function removeExpiredRecords(options: RetentionOptions = {}) {
  const totals = await walkToEnd((await recordWalks(options)).map(([, walk]) => walk));
  const report = recordsReport(totals, options.dryRun ?? false);
  logger.info('retention: records', report);
  return report;
}
