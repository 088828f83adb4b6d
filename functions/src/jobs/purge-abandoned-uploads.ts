import { deleteKeys, listObjects } from '../lib/files/objects';

/** Presigned uploads never registered on an order within this time are deleted. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes objects under `uploads/` older than a day: files a browser sent to S3 but whose order
 * or delivery was never created (closed tab, refused form). Registered uploads are moved under
 * `orders/{id}/` at once, so nothing older than a day under `uploads/` is still wanted.
 */
export async function purgeAbandonedUploads(now = Date.now()): Promise<number> {
  const cutoff = now - ABANDONED_AFTER_MS;
  let deleted = 0;
  for await (const page of listObjects('uploads/')) {
    const stale = page.flatMap((o) => (o.Key && o.LastModified && o.LastModified.getTime() < cutoff ? [o.Key] : []));
    await deleteKeys(stale);
    deleted += stale.length;
  }
  return deleted;
}
