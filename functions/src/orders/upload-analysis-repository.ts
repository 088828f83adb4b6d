import * as z from 'zod/mini';
import { fileAnalysisSchema, type FileAnalysis } from '@app/shared/files/file-analysis';
import { defineEntity } from '../lib/db/entity';
import { epochSeconds, keys } from '../lib/db/keys';
import { table } from '../lib/db/table';

/** Long enough for a garage to finish its order form; the table's TTL removes it after. */
const UPLOAD_ANALYSIS_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * What the server's own analysis of a new order's upload found (POST /api/uploads/analysis), for
 * the object with that ETag: POST /api/orders takes it instead of reading the file a second time
 * (decision 015 addendum). Never the client's word: the server wrote it from the bytes it read.
 */
const uploadAnalysisEntity = defineEntity({
  type: 'upload_analysis',
  schema: z.object({
    order_id: z.string(),
    key: z.string(),
    etag: z.string(),
    analysis: fileAnalysisSchema,
    expires_at: z.number(),
  }),
  key: (orderId: string) => keys.uploadAnalysis(orderId),
  keyOf: (record) => keys.uploadAnalysis(record.order_id),
});

export async function saveUploadAnalysis(orderId: string, key: string, etag: string, analysis: FileAnalysis): Promise<void> {
  const expires_at = epochSeconds(new Date(Date.now() + UPLOAD_ANALYSIS_TTL_MS));
  await table.put({ Item: uploadAnalysisEntity.item({ order_id: orderId, key, etag, analysis, expires_at }) });
}

/** The stored analysis of the object at `key` while it still has that ETag, else undefined. */
export async function uploadAnalysisOf(orderId: string, key: string, etag: string): Promise<FileAnalysis | undefined> {
  const record = await uploadAnalysisEntity.get(orderId);
  return record && record.key === key && record.etag === etag && etag ? record.analysis : undefined;
}
