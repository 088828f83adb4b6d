import { logger } from '../lib/logger';
import { purgeAbandonedUploads } from './purge-abandoned-uploads';
import { purgeOrphanOrderFiles } from './purge-orphan-order-files';

/**
 * Daily: presigned uploads never registered, and files of orders that no longer exist (unless
 * the purge guard refused a mass delete: then nothing under orders/ is deleted).
 */
export const handler = async () => {
  const uploads = await purgeAbandonedUploads();
  const orphans = await purgeOrphanOrderFiles();
  logger.info('stale files purged', { uploads, orphans: orphans.deleted, refused: orphans.refused });
  return { uploads, orphans: orphans.deleted, orphansRefused: orphans.refused };
};
