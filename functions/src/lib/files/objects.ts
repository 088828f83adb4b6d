import { DeleteObjectsCommand, ListObjectsV2Command, type _Object } from '@aws-sdk/client-s3';
import { files, filesBucket } from './client';

/** Every object under a prefix, page by page (1000 a page). */
export async function* listObjects(prefix: string): AsyncGenerator<_Object[]> {
  let ContinuationToken: string | undefined;
  do {
    const page = await files().send(new ListObjectsV2Command({ Bucket: filesBucket(), Prefix: prefix, ContinuationToken }));
    yield page.Contents ?? [];
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (ContinuationToken);
}

/** Deletes up to 1000 keys in one call. */
export async function deleteKeys(keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  await files().send(
    new DeleteObjectsCommand({ Bucket: filesBucket(), Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
  );
}

/** Deletes every object under a prefix. Returns how many were deleted. */
export async function deletePrefix(prefix: string): Promise<number> {
  let deleted = 0;
  for await (const page of listObjects(prefix)) {
    await deleteKeys(page.flatMap((o) => (o.Key ? [o.Key] : [])));
    deleted += page.length;
  }
  return deleted;
}
