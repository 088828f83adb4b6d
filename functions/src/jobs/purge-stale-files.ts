import { logger } from '../lib/logger';
import { purgeAbandonedUploads } from './purge-abandoned-uploads';
import { purgeOrphanOrderFiles } from './purge-orphan-order-files';

/** Daily: presigned uploads never registered, and files of orders that no longer exist. */
export const handler = async () => {
  const uploads = await purgeAbandonedUploads();
  const orphans = await purgeOrphanOrderFiles();
  logger.info('stale files purged', { uploads, orphans });
  return { uploads, orphans };
};
