import { privacyMessages, type ExportLink, type PrivacyExport } from '@app/shared/privacy/schemas';
import { conflict, gone, notFound } from '../lib/errors';
import { presignDownload, URL_TTL_SECONDS } from '../lib/files/presign';
import { archiveKey, toPrivacyExport } from '../privacy/export-record';
import { createExport, exportsPage, getExport } from '../privacy/export-repository';

/**
 * POST /api/client/privacy/exports and /api/admin/clients/{id}/exports: the export in
 * preparation; the build-exports job makes its archive.
 */
export async function requestExport(userId: string, requestedBy: string): Promise<PrivacyExport> {
  return toPrivacyExport(await createExport(userId, requestedBy));
}

/** One page of a client's exports, newest first. */
export async function listExports(userId: string, query: { limit: number; cursor?: string }) {
  const { exports, nextCursor } = await exportsPage(userId, query);
  return { exports: exports.map(toPrivacyExport), nextCursor };
}

/** The archive's link (15 minutes): 404 for another client's or an unknown one, 409 not ready, 410 expired. */
export async function exportLink(userId: string, id: string, now = Date.now()): Promise<ExportLink> {
  const record = await getExport(userId, id);
  if (!record) throw notFound(privacyMessages.exportNotFound);
  const expired = record.status === 'expiree' || (record.expires_at !== undefined && record.expires_at <= new Date(now).toISOString());
  if (expired) throw gone(privacyMessages.exportExpired);
  if (record.status !== 'prete') throw conflict(privacyMessages.exportNotReady);
  const day = record.requested_at.slice(0, 10);
  return {
    url: await presignDownload(archiveKey(record), `donnees-personnelles-${day}.zip`),
    expiresAt: new Date(now + URL_TTL_SECONDS * 1000).toISOString(),
  };
}
