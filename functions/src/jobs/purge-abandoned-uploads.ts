import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { filesBucket, files } from '../lib/files/client';
import { logger } from '../lib/logger';

/** Presigned uploads never registered on an order within this time are deleted. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes objects under `uploads/` older than a day: files a browser sent to S3 but whose order
 * or delivery was never created (closed tab, refused form). Registered uploads are moved under
 * `orders/{id}/` at once, so nothing older than a day under `uploads/` is still wanted.
 */
export async function purgeAbandonedUploads(now = Date.now()): Promise<{ deleted: number }> {
  const cutoff = now - ABANDONED_AFTER_MS;
  let deleted = 0;
  let ContinuationToken: string | undefined;
  do {
    const page = await files().send(
      new ListObjectsV2Command({ Bucket: filesBucket(), Prefix: 'uploads/', ContinuationToken }),
    );
    const stale = (page.Contents ?? []).filter((o) => o.Key && o.LastModified && o.LastModified.getTime() < cutoff);
    if (stale.length) {
      await files().send(
        new DeleteObjectsCommand({
          Bucket: filesBucket(),
          Delete: { Objects: stale.map((o) => ({ Key: o.Key! })), Quiet: true },
        }),
      );
      deleted += stale.length;
    }
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
  logger.info('abandoned uploads purged', { deleted });
  return { deleted };
}

export const handler = async () => purgeAbandonedUploads();
