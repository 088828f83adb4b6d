import { deleteKeys } from '../lib/files/objects';
import { NO_DEADLINE, walkPages, type PurgeOptions } from './purge-walk';

/** Presigned uploads never registered on an order within this time are deleted. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes objects under `uploads/` older than a day: files a browser sent to S3 but whose order
 * or delivery was never created (closed tab, refused form). Registered uploads are moved under
 * `orders/{id}/` at once, so nothing older than a day under `uploads/` is still wanted. A new
 * order's upload is already under `orders/{id}/`: an abandoned one is an orphan folder
 * (purge-orphan-order-files.ts, after the same day). One page
 * at a time, resuming from its checkpoint (purge-walk.ts). Answers what this run deleted.
 */
export async function purgeAbandonedUploads(options: PurgeOptions = {}): Promise<{ deleted: number; finished: boolean }> {
  const cutoff = (options.now ?? Date.now()) - ABANDONED_AFTER_MS;
  let deleted = 0;
  const walk = await walkPages(
    { job: 'purge-abandoned-uploads', prefix: 'uploads/', clock: options.clock ?? NO_DEADLINE, pageSize: options.pageSize ?? 1000, totals: { deleted: 0 } },
    async (objects, _last, totals) => {
      const stale = objects.flatMap((o) => (o.Key && o.LastModified && o.LastModified.getTime() < cutoff ? [o.Key] : []));
      await deleteKeys(stale);
      deleted += stale.length;
      totals.deleted += stale.length;
      return { doneThrough: objects.at(-1)?.Key };
    },
  );
  return { deleted, finished: walk.finished };
}
