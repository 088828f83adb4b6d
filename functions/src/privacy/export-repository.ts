import { privacyMessages } from '@app/shared/privacy/schemas';
import { conflict } from '../lib/errors';
import { keyConditions } from '../lib/db/key-conditions';
import { readPage } from '../lib/db/pages';
import { queryFirst } from '../lib/db/query';
import { transact, WRITTEN, type TransactionItem } from '../lib/db/transaction';
import { exportEntity, exportId, exportLockEntity, type ExportRecord } from './export-record';

/**
 * Asks for an export: the record in preparation and the client's lock, in one transaction
 * (409 while another one is in preparation).
 */
export async function createExport(userId: string, requestedBy: string, now = new Date()): Promise<ExportRecord> {
  const record: ExportRecord = { id: exportId(now), user_id: userId, status: 'en_preparation', requested_at: now.toISOString(), requested_by: requestedBy };
  await transact([
    exportLockEntity.createItem({ user_id: userId, export_id: record.id }, () => conflict(privacyMessages.exportPending)),
    exportEntity.createItem(record),
  ]);
  return record;
}

/** One page of a client's exports, newest first. */
export async function exportsPage(userId: string, query: { limit: number; cursor?: string }) {
  const { items, nextCursor } = await readPage([{ index: 'gsi3', pk: `EXPORTS#${userId}` }], query);
  return { exports: exportEntity.parseAll(items), nextCursor };
}

export const getExport = (userId: string, id: string) => exportEntity.get(userId, id);

/** The oldest exports still in preparation (the build job's queue), at most `limit`. */
export async function pendingExports(limit: number): Promise<ExportRecord[]> {
  return exportEntity.parseAll(await queryFirst({ ...keyConditions.partition('EXPORTSTATUS#en_preparation', 'gsi2') }, limit));
}

/** Ready exports whose expiry is at or before `nowIso`, oldest first, at most `limit`. */
export async function expiredExports(nowIso: string, limit: number): Promise<ExportRecord[]> {
  return exportEntity.parseAll(await queryFirst({ ...keyConditions.upTo('EXPORTSTATUS#prete', `${nowIso}\uffff`, 'gsi2') }, limit));
}

/**
 * Ends a preparation (ready or failed) with `more` (the client's notification) in the same
 * transaction, and frees the lock. False when it was no longer in preparation.
 */
export async function finishExport(record: ExportRecord, more: readonly TransactionItem[] = []): Promise<boolean> {
  const written = await transact([replaceInPreparation(record), exportLockEntity.deleteItem(exportLockEntity.key(record.user_id)), ...more]);
  return written === WRITTEN;
}

/** The put of the finished record, only over one still in preparation. */
const replaceInPreparation = (record: ExportRecord): TransactionItem<false> => ({
  write: {
    Put: {
      Item: exportEntity.item(record),
      ConditionExpression: '#s = :preparing',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':preparing': 'en_preparation' },
    },
  },
  onConditionFailed: () => false,
});

/** Marks a ready export expired (its archive deleted by the caller). */
export const markExpired = (record: ExportRecord) =>
  transact([{ write: { Put: { Item: exportEntity.item({ ...record, status: 'expiree' }) } } }]);
