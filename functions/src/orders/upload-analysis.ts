import type { AnalysisRequest, FileAnalysis, UploadAnalysis } from '@app/shared/files/file-analysis';
import { orderFileRules } from '@app/shared/orders/versions';
import { displayFilename } from '@app/shared/files/file-names';
import { forbidden, invalid, notFound, unavailable } from '../lib/errors';
import { UPLOAD_MISMATCH, UPLOAD_NOT_FOUND } from '../lib/files/incoming-file';
import { objectHead } from '../lib/files/objects';
import { logger } from '../lib/logger';
import { requireOrder } from '../order-data/order-access';
import { parseOrderFileUploadKey, parseOriginalUploadKey } from '../order-data/order-files';
import type { UserRecord } from '../users/user-record';
import { analyseObject, changesAgainst } from './file-facts';
import { saveUploadAnalysis } from './upload-analysis-repository';

const isMissing = (error: unknown) => (error as { name?: string }).name === 'NoSuchKey';

/**
 * Kept for POST /api/orders when the upload is a new order's (at its final key): the order then
 * takes this analysis of the same bytes (same ETag) instead of reading the file again. Best effort.
 */
async function keepForOrder(userId: string, key: string, etag: string, analysis: FileAnalysis): Promise<void> {
  const orderId = parseOriginalUploadKey(userId, key)?.orderId;
  if (!orderId || !etag) return;
  await saveUploadAnalysis(orderId, key, etag, analysis).catch((error: unknown) =>
    logger.warn('upload analysis not kept', { error: (error as Error).name }),
  );
}

/** The S3 key of the order's original when an administrator names an order (404 when it does not exist). */
async function originalOf(user: UserRecord, orderId: string | undefined): Promise<string | undefined> {
  if (orderId === undefined) return undefined;
  // As a delivery upload (POST /api/uploads): comparing with an order's original is an administrator's.
  if (user.role !== 'admin') throw forbidden('Accès réservé aux administrateurs');
  return (await requireOrder(orderId)).files.original?.key;
}

/**
 * POST /api/uploads/analysis: the analysis of the caller's own presigned upload, read from S3 in
 * the region (never through the API's payload), before the order is placed. Another user's key,
 * or one with no object, is 404; an object of another size than announced, or past the 32 MiB of
 * an order file, is refused before a byte is read. With an order's id (an administrator about to
 * deliver), the answer adds the changes against that order's original (indicative: none when the
 * original cannot be read).
 */
export async function analyseUpload(user: UserRecord, { upload_key: uploadKey, order_id }: AnalysisRequest): Promise<UploadAnalysis> {
  const originalKey = await originalOf(user, order_id);
  const parsed = parseOrderFileUploadKey(user.id, uploadKey);
  if (!parsed) throw notFound(UPLOAD_NOT_FOUND);
  if (!orderFileRules.accepts(displayFilename(parsed.name))) throw invalid(orderFileRules.badExtension);
  const head = await objectHead(uploadKey);
  if (head === undefined) throw notFound(UPLOAD_NOT_FOUND);
  if (head.size > orderFileRules.maxBytes) throw invalid(orderFileRules.tooLarge);
  if (head.size !== parsed.announced) throw invalid(UPLOAD_MISMATCH);
  try {
    const [analysis, changes] = await Promise.all([analyseObject(uploadKey, head.etag), changesAgainst(uploadKey, originalKey)]);
    await keepForOrder(user.id, uploadKey, head.etag, analysis);
    return changes ? { ...analysis, changes } : analysis;
  } catch (error) {
    // Gone since HeadObject (used by an order meanwhile), or S3 failing mid-read.
    if (isMissing(error)) throw notFound(UPLOAD_NOT_FOUND);
    logger.error('upload analysis failed', { error: (error as Error).name });
    throw unavailable();
  }
}
