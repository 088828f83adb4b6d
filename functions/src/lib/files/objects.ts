import { crc32 } from 'node:zlib';
import { filesBucket, s3Call, s3Send, bodyText } from './client';
import { isMissingObject, S3Error } from './s3-error';
import { deleteBody, parseListing, type StoredObject } from './s3-xml';
import { UPLOAD_CONTENT_TYPE } from './presign';

export type { StoredObject };

/** One page of a listing: its objects in key order, and the key to list after when more follow. */
export interface ObjectPage {
  objects: StoredObject[];
  next?: string;
}

/**
 * Up to `maxKeys` objects under a prefix whose keys sort after `startAfter`. ListObjects (v1)
 * with a Marker rather than v2: s3rver signs v2's continuation tokens with DES, which OpenSSL 3
 * refuses, so every truncated v2 listing failed locally with a 500. A marker is also what a
 * job keeps in its checkpoint: a plain key, valid on any later day (same IAM action, ListBucket).
 */
export async function listPage(prefix: string, startAfter?: string, maxKeys = 1000): Promise<ObjectPage> {
  const query = { prefix, ...(startAfter ? { marker: startAfter } : {}), 'max-keys': String(maxKeys) };
  const { objects, truncated } = parseListing(await bodyText(await s3Send({ method: 'GET', query })));
  const last = objects.at(-1)?.Key;
  return { objects, ...(truncated && last ? { next: last } : {}) };
}

/** Every object under a prefix, page by page (1000 a page). */
export async function* listObjects(prefix: string): AsyncGenerator<StoredObject[]> {
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
  const body = deleteBody(keys);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  // S3 requires a checksum of a DeleteObjects body: CRC32, as the SDK sends it.
  await s3Call({
    method: 'POST',
    query: { delete: '' },
    headers: {
      'content-type': 'application/xml',
      'x-amz-sdk-checksum-algorithm': 'CRC32',
      'x-amz-checksum-crc32': checksum.toString('base64'),
    },
    body,
  });
}

/** Deletes every object under a prefix. Returns how many were deleted. */
export async function deletePrefix(prefix: string): Promise<number> {
  let deleted = 0;
  for await (const page of listObjects(prefix)) {
    await deleteKeys(page.map((o) => o.Key));
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
    const headers = await s3Call({ method: 'HEAD', key });
    return { size: Number(headers['content-length'] ?? 0), etag: headers.etag ?? '' };
  } catch (error) {
    if (isMissingObject(error)) return undefined;
    throw error;
  }
}

/** The size of an object, or undefined when it does not exist. */
export const objectSize = async (key: string): Promise<number | undefined> => (await objectHead(key))?.size;

/**
 * The bytes of an object as they arrive, chunk by chunk (GetObject's body, a Node stream in the
 * Lambda and against s3rver): never the whole object in memory. Stopping early closes the stream.
 * With `ifMatch` (an ETag), only those bytes: S3 answers 412 once the object has changed. A
 * missing object throws an S3Error named `NoSuchKey`.
 */
export async function* readObject(key: string, ifMatch?: string): AsyncGenerator<Uint8Array> {
  const response = await s3Send({ method: 'GET', key, query: { 'x-id': 'GetObject' }, headers: ifMatch ? { 'if-match': ifMatch } : {} });
  yield* (response.body ?? []) as AsyncIterable<Uint8Array>;
}

/** Writes an object (its type: the uploads' generic one unless told). */
export async function putObject(key: string, body: Uint8Array, contentType = UPLOAD_CONTENT_TYPE): Promise<void> {
  await s3Call({ method: 'PUT', key, query: { 'x-id': 'PutObject' }, headers: { 'content-type': contentType }, body });
}

/**
 * Writes an object only where none is (If-None-Match: *): false when one was there already, so
 * that two first writes of the same file at once are not an error (an invoice's PDF).
 */
export async function putObjectOnce(key: string, body: Uint8Array, contentType: string): Promise<boolean> {
  try {
    const headers = { 'content-type': contentType, 'if-none-match': '*' };
    await s3Call({ method: 'PUT', key, query: { 'x-id': 'PutObject' }, headers, body });
    return true;
  } catch (error) {
    // 409: another conditional write of the key was under way (S3 says so rather than 412).
    if (error instanceof S3Error && (error.status === 412 || error.status === 409)) return false;
    throw error;
  }
}

const copySource = (key: string) => `${filesBucket()}/${key.split('/').map(encodeURIComponent).join('/')}`;

export async function copyObject(from: string, to: string): Promise<void> {
  await s3Call({ method: 'PUT', key: to, query: { 'x-id': 'CopyObject' }, headers: { 'x-amz-copy-source': copySource(from) } });
}

export async function deleteObject(key: string): Promise<void> {
  await s3Call({ method: 'DELETE', key, query: { 'x-id': 'DeleteObject' } });
}
