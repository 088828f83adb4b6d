import type { FileAnalysis } from '@app/shared/files/file-analysis';
import { orderFileRules } from '@app/shared/orders/versions';
import { displayFilename } from '@app/shared/files/file-names';
import { invalid, notFound, unavailable } from '../lib/errors';
import { UPLOAD_MISMATCH, UPLOAD_NOT_FOUND } from '../lib/files/incoming-file';
import { objectSize } from '../lib/files/objects';
import { parseUploadKey } from '../lib/files/upload-keys';
import { logger } from '../lib/logger';
import type { UserRecord } from '../users/user-record';
import { analyseObject } from './file-facts';

const isMissing = (error: unknown) => (error as { name?: string }).name === 'NoSuchKey';

/**
 * POST /api/uploads/analysis: the analysis of the caller's own presigned upload, read from S3 in
 * the region (never through the API's payload), before the order is placed. Another user's key,
 * or one with no object, is 404; an object of another size than announced, or past the 32 MiB of
 * an order file, is refused before a byte is read.
 */
export async function analyseUpload(user: UserRecord, uploadKey: string): Promise<FileAnalysis> {
  const parsed = parseUploadKey(user.id, uploadKey);
  if (!parsed) throw notFound(UPLOAD_NOT_FOUND);
  if (!orderFileRules.accepts(displayFilename(parsed.name))) throw invalid(orderFileRules.badExtension);
  const size = await objectSize(uploadKey);
  if (size === undefined) throw notFound(UPLOAD_NOT_FOUND);
  if (size > orderFileRules.maxBytes) throw invalid(orderFileRules.tooLarge);
  if (size !== parsed.announced) throw invalid(UPLOAD_MISMATCH);
  try {
    return await analyseObject(uploadKey);
  } catch (error) {
    // Gone since HeadObject (used by an order meanwhile), or S3 failing mid-read.
    if (isMissing(error)) throw notFound(UPLOAD_NOT_FOUND);
    logger.error('upload analysis failed', { error: (error as Error).name });
    throw unavailable();
  }
}
