import { logger } from '../lib/logger';
import { purgeAbandonedUploads } from './purge-abandoned-uploads';
import { purgeOrphanOrderFiles } from './purge-orphan-order-files';
import { NO_DEADLINE, type JobClock } from './job-clock';

/**
 * Daily: presigned uploads never registered, and files of orders that no longer exist (unless
 * the purge guard refused a mass delete: then nothing more under orders/ is deleted). Each purge
 * stops 30 s before the Lambda's timeout and the next night resumes it (purge-walk.ts).
 */
export const handler = async (_event?: unknown, context: JobClock = NO_DEADLINE) => {
  const uploads = await purgeAbandonedUploads({ clock: context });
  const orphans = await purgeOrphanOrderFiles({ clock: context });
  const finished = uploads.finished && orphans.finished;
  logger.info('stale files purged', { uploads: uploads.deleted, orphans: orphans.deleted, refused: orphans.refused, finished });
  return { uploads: uploads.deleted, orphans: orphans.deleted, orphansRefused: orphans.refused, finished };
};
