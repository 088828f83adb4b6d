import type { _Object } from '@aws-sdk/client-s3';
import { filesBucket, s3 } from './client';
import { UPLOAD_CONTENT_TYPE } from './presign';

/** One page of a listing: its objects in key order, and the key to list after when more follow. */
export interface ObjectPage {
  objects: _Object[];
  next?: string;
}

/**
 * Up to `maxKeys` objects under a prefix whose keys sort after `startAfter`. ListObjects (v1)
 * with a Marker rather than v2: s3rver signs v2's continuation tokens with DES, which OpenSSL 3
 * refuses, so every truncated v2 listing failed locally with a 500. A marker is also what a
 * job keeps in its checkpoint: a plain key, valid on any later day (same IAM action, ListBucket).
 */
export async function listPage(prefix: string, startAfter?: string, maxKeys = 1000): Promise<ObjectPage> {
  const { client, sdk } = await s3();
  const out = await client.send(
    new sdk.ListObjectsCommand({ Bucket: filesBucket(), Prefix: prefix, Marker: startAfter, MaxKeys: maxKeys }),
  );
  const objects = out.Contents ?? [];
  const last = objects.at(-1)?.Key;
  return { objects, ...(out.IsTruncated && last ? { next: last } : {}) };
}

/** Every object under a prefix, page by page (1000 a page). */
export async function* listObjects(prefix: string): AsyncGenerator<_Object[]> {
  let next: string | undefined;
  do {
    const page = await listPage(prefix, next);
    yield page.objects;
    next = page.next;
  } while (next);
}

/** Deletes up to 1000 keys in one call. */
export async function deleteKeys(keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  const { client, sdk } = await s3();
  await client.send(
    new sdk.DeleteObjectsCommand({ Bucket: filesBucket(), Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true } }),
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

/** What HeadObject says of an object: its size and its ETag (which changes with its bytes). */
export interface ObjectHead {
  size: number;
  etag: string;
}

/** The size and ETag of an object, or undefined when it does not exist. */
export async function objectHead(key: string): Promise<ObjectHead | undefined> {
  try {
    const { client, sdk } = await s3();
    const out = await client.send(new sdk.HeadObjectCommand({ Bucket: filesBucket(), Key: key }));
    return { size: out.ContentLength ?? 0, etag: out.ETag ?? '' };
  } catch (error) {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404) return undefined;
    throw error;
  }
}

/** The size of an object, or undefined when it does not exist. */
export const objectSize = async (key: string): Promise<number | undefined> => (await objectHead(key))?.size;

/**
 * The bytes of an object as they arrive, chunk by chunk (GetObject's body, a Node stream in the
 * Lambda and against s3rver): never the whole object in memory. Stopping early closes the stream.
 * With `ifMatch` (an ETag), only those bytes: S3 answers 412 once the object has changed.
 */
export async function* readObject(key: string, ifMatch?: string): AsyncGenerator<Uint8Array> {
  const { client, sdk } = await s3();
  const out = await client.send(new sdk.GetObjectCommand({ Bucket: filesBucket(), Key: key, ...(ifMatch ? { IfMatch: ifMatch } : {}) }));
  const body = out.Body as AsyncIterable<Uint8Array> | undefined;
  if (body) yield* body;
}

export async function putObject(key: string, body: Buffer): Promise<void> {
  const { client, sdk } = await s3();
  await client.send(
    new sdk.PutObjectCommand({ Bucket: filesBucket(), Key: key, Body: body, ContentType: UPLOAD_CONTENT_TYPE }),
  );
}

/**
 * Writes an object only where none is (If-None-Match: *): false when one was there already, so
 * that two first writes of the same file at once are not an error (an invoice's PDF).
 */
export async function putObjectOnce(key: string, body: Uint8Array, contentType: string): Promise<boolean> {
  try {
    const { client, sdk } = await s3();
    await client.send(new sdk.PutObjectCommand({ Bucket: filesBucket(), Key: key, Body: body, ContentType: contentType, IfNoneMatch: '*' }));
    return true;
  } catch (error) {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (e.name === 'PreconditionFailed' || e.$metadata?.httpStatusCode === 412 || e.$metadata?.httpStatusCode === 409) return false;
    throw error;
  }
}

const copySource = (key: string) => `${filesBucket()}/${key.split('/').map(encodeURIComponent).join('/')}`;

export async function copyObject(from: string, to: string): Promise<void> {
  const { client, sdk } = await s3();
  await client.send(new sdk.CopyObjectCommand({ Bucket: filesBucket(), Key: to, CopySource: copySource(from) }));
}

export async function deleteObject(key: string): Promise<void> {
  const { client, sdk } = await s3();
  await client.send(new sdk.DeleteObjectCommand({ Bucket: filesBucket(), Key: key }));
}
