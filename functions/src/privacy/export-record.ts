import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { exportStatusSchema, type PrivacyExport } from '@app/shared/privacy/schemas';
import { defineEntity } from '../lib/db/entity';
import { indexKeys, keys } from '../lib/db/keys';

/** A personal-data export (issue 24): asked for, built by the build-exports job, kept a few days. */
export const exportRecordSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  status: exportStatusSchema,
  requested_at: z.string(),
  /** Who asked: the client itself or an administrator. */
  requested_by: z.string(),
  ready_at: z.optional(z.string()),
  expires_at: z.optional(z.string()),
  size_bytes: z.optional(z.number().check(z.int())),
});
export type ExportRecord = z.infer<typeof exportRecordSchema>;

/** Where the archive of an export is: exports/{userId}/{exportId}.zip. */
export const archiveKey = (record: Pick<ExportRecord, 'user_id' | 'id'>) => `exports/${record.user_id}/${record.id}.zip`;

/** The status index: in preparation by request time (the job's queue), ready by expiry (the retention job's). */
function statusIndex(record: ExportRecord) {
  if (record.status === 'en_preparation') return indexKeys.exportsByStatus(record.status, record.requested_at, record.user_id, record.id);
  if (record.status === 'prete' && record.expires_at) return indexKeys.exportsByStatus(record.status, record.expires_at, record.user_id, record.id);
  return {};
}

export const exportEntity = defineEntity({
  type: 'privacy_export',
  schema: exportRecordSchema,
  key: (userId: string, id: string) => keys.privacyExport(userId, id),
  keyOf: (record) => keys.privacyExport(record.user_id, record.id),
  indexes: (record) => ({ ...indexKeys.clientExports(record.user_id, record.requested_at, record.id), ...statusIndex(record) }),
});

/** The lock of a client's export in preparation: its id. */
export const exportLockEntity = defineEntity({
  type: 'export_lock',
  schema: z.object({ user_id: z.string(), export_id: z.string() }),
  key: (userId: string) => keys.exportLock(userId),
  keyOf: (lock) => keys.exportLock(lock.user_id),
});

/** Ids sort by time: the newest export has the greatest sort key. */
export const exportId = (now: Date) => `${now.getTime().toString(36).padStart(9, '0')}-${randomUUID().slice(0, 8)}`;

/** An export as the API answers it. */
export const toPrivacyExport = (record: ExportRecord): PrivacyExport => ({
  id: record.id,
  status: record.status,
  requestedAt: record.requested_at,
  ...(record.ready_at ? { readyAt: record.ready_at } : {}),
  ...(record.expires_at ? { expiresAt: record.expires_at } : {}),
  ...(record.size_bytes !== undefined ? { sizeBytes: record.size_bytes } : {}),
});
