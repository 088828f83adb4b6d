import type { Context } from 'aws-lambda';
import { removeExpiredOrderFiles, type RetentionOptions } from './retention-files';
import { removeExpiredRecords } from './retention-records';

/** The nightly retention run (issue 24): each part logs its report; `{ dryRun: true }` removes nothing. */
export async function applyRetention(options: RetentionOptions = {}) {
  return { records: await removeExpiredRecords(options), files: await removeExpiredOrderFiles(options) };
}

export const handler = async (event: { dryRun?: boolean } | undefined, context?: Context) =>
  applyRetention({ dryRun: event?.dryRun === true, ...(context ? { clock: context } : {}) });
