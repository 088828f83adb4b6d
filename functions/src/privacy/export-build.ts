import { strToU8, zipSync } from 'fflate';
import { privacyMessages } from '@app/shared/privacy/schemas';
import { putObject } from '../lib/files/objects';
import { notificationWrites } from '../notifications/notify';
import { exportData } from './export-data-repository';
import { exportSummaryHtml } from './export-summary';
import { archiveKey, type ExportRecord } from './export-record';
import { finishExport } from './export-repository';
import { readRetention } from '../settings-data/settings-repository';

const DAY_MS = 86_400_000;

/** The archive of one client's data: donnees.json and resume.html in a .zip. */
export async function exportArchive(userId: string, now = new Date()): Promise<Uint8Array> {
  const data = await exportData(userId, now);
  return zipSync({
    'donnees.json': strToU8(JSON.stringify(data, null, 2)),
    'resume.html': strToU8(exportSummaryHtml(data)),
  });
}

/**
 * Builds one export: its archive into S3, then, in one transaction, the export ready (kept the
 * settings' days), the lock freed and the client told (bell and e-mail through the outbox).
 */
export async function buildExport(record: ExportRecord, now = new Date()): Promise<boolean> {
  const archive = await exportArchive(record.user_id, now);
  await putObject(archiveKey(record), Buffer.from(archive));
  const { retention } = await readRetention();
  const ready: ExportRecord = {
    ...record,
    status: 'prete',
    ready_at: now.toISOString(),
    expires_at: new Date(now.getTime() + retention.exportsDays * DAY_MS).toISOString(),
    size_bytes: archive.byteLength,
  };
  const told = notificationWrites([record.user_id], {
    type: 'data_export',
    title: privacyMessages.exportReady,
    message: 'Téléchargez-le depuis Mon Profil.',
  }, now);
  return finishExport(ready, told);
}

/** Marks an export failed (the client may ask again). */
export const failExport = (record: ExportRecord) => finishExport({ ...record, status: 'echec' });
