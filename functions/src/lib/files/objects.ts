import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type _Object,
} from '@aws-sdk/client-s3';
import { files, filesBucket } from './client';
import { UPLOAD_CONTENT_TYPE } from './presign';

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

/** The size of an object, or undefined when it does not exist. */
export async function objectSize(key: string): Promise<number | undefined> {
  try {
    const out = await files().send(new HeadObjectCommand({ Bucket: filesBucket(), Key: key }));
    return out.ContentLength ?? 0;
  } catch (error) {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404) return undefined;
    throw error;
  }
}

/**
 * The bytes of an object as they arrive, chunk by chunk (GetObject's body, a Node stream in the
 * Lambda and against s3rver): never the whole object in memory. Stopping early closes the stream.
 */
export async function* readObject(key: string): AsyncGenerator<Uint8Array> {
  const out = await files().send(new GetObjectCommand({ Bucket: filesBucket(), Key: key }));
  const body = out.Body as AsyncIterable<Uint8Array> | undefined;
  if (body) yield* body;
}

export async function putObject(key: string, body: Buffer): Promise<void> {
  await files().send(
    new PutObjectCommand({ Bucket: filesBucket(), Key: key, Body: body, ContentType: UPLOAD_CONTENT_TYPE }),
  );
}

const copySource = (key: string) => `${filesBucket()}/${key.split('/').map(encodeURIComponent).join('/')}`;

export async function copyObject(from: string, to: string): Promise<void> {
  await files().send(new CopyObjectCommand({ Bucket: filesBucket(), Key: to, CopySource: copySource(from) }));
}

export async function deleteObject(key: string): Promise<void> {
  await files().send(new DeleteObjectCommand({ Bucket: filesBucket(), Key: key }));
}
