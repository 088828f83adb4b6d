import type { Key } from '../lib/db/table';
import { logger } from '../lib/logger';
import { deleteObject } from '../lib/files/objects';
import { archiveKey } from '../privacy/export-record';
import { expiredExports, markExpired } from '../privacy/export-repository';
import { readRetention } from '../privacy/retention-repository';
import { deleteItems, oldSecurityLogKeys } from '../privacy/retention-sweep-repository';
import { retentionCutoffs } from '@app/shared/privacy/retention-cutoffs';
import type { RetentionOptions } from './retention-files';

const PAGE = 100;

/** Security log entries (they hold IP addresses) older than the settings' months, page by page. */
async function removeOldSecurityLogs(cutoffIso: string, dryRun: boolean): Promise<number> {
  let removed = 0;
  let after: Key | undefined;
  do {
    const page = await oldSecurityLogKeys(cutoffIso, PAGE, after);
    removed += page.keys.length;
    if (!dryRun) await deleteItems(page.keys);
    after = page.next;
  } while (after);
  return removed;
}

/** Ready exports past their days: the archive deleted, the export marked 'expiree'. */
async function expireExports(nowIso: string, dryRun: boolean): Promise<number> {
  if (dryRun) return (await expiredExports(nowIso, 1000)).length;
  let expired = 0;
  for (let page = await expiredExports(nowIso, PAGE); page.length; page = await expiredExports(nowIso, PAGE)) {
    for (const record of page) {
      await deleteObject(archiveKey(record));
      await markExpired(record);
    }
    expired += page.length;
  }
  return expired;
}

/**
 * Table records past their duration (issue 24): security logs and exports. Audit entries and
 * invoices are never removed before their years (10 by default, longer than any item here).
 */
export async function removeExpiredRecords(options: RetentionOptions = {}) {
  const now = options.now ?? Date.now();
  const dryRun = options.dryRun ?? false;
  const cutoffs = retentionCutoffs((await readRetention()).retention, now);
  const report = {
    securityLogs: await removeOldSecurityLogs(new Date(cutoffs.securityLogs).toISOString(), dryRun),
    exports: await expireExports(new Date(now).toISOString(), dryRun),
    dryRun,
  };
  logger.info('retention: records', report);
  return report;
}
