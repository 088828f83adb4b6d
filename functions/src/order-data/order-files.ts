import { randomUUID } from 'node:crypto';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { files, filesBucket } from '../lib/files/client';

/** Presigned URLs (upload and download) are valid 15 minutes. */
export const URL_TTL_SECONDS = 900;
export const UPLOAD_CONTENT_TYPE = 'application/octet-stream';

/**
 * The name a user gave a file, fit for display and Content-Disposition: no folder part, no
 * control characters, at most 255 characters (the extension is kept).
 */
export function displayFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (clean.length <= 255) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, 255 - ext.length) + ext;
}

/** The file name used inside S3 keys: ASCII letters, digits, '.', '_' and '-' only. */
export function keySafeFilename(name: string): string {
  const ascii = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .replace(/_+/g, '_');
  const display = displayFilename(name);
  const dot = display.lastIndexOf('.');
  const ext = dot > 0 ? ascii(display.slice(dot)).slice(0, 10) : '';
  const stem = ascii(dot > 0 ? display.slice(0, dot) : display)
    .replace(/^[._]+/, '')
    .replace(/_+$/, '')
    .slice(0, 120);
  return (stem || 'fichier') + ext;
}

export const uploadPrefix = (userId: string) => `uploads/${userId}/`;
/**
 * `uploads/{userId}/{uuid}/{size}/{name}`: the key carries the size announced to POST /api/uploads,
 * so the object can be compared with it when the key is used (the key is signed with that
 * content-length on S3; s3rver accepts any body, so the comparison is what holds everywhere).
 */
export const newUploadKey = (userId: string, filename: string, size: number) =>
  `${uploadPrefix(userId)}${randomUUID()}/${size}/${keySafeFilename(filename)}`;

export const orderPrefix = (orderId: string) => `orders/${orderId}/`;
export const originalKey = (orderId: string, filename: string) =>
  `${orderPrefix(orderId)}original/${keySafeFilename(filename)}`;
export const versionKeyOf = (orderId: string, n: number, filename: string) =>
  `${orderPrefix(orderId)}v${n}/${keySafeFilename(filename)}`;
/** Each SAV delivery has its own folder, so a replaced SAV file is never overwritten in place. */
export const savKey = (orderId: string, filename: string) =>
  `${orderPrefix(orderId)}sav/${randomUUID()}/${keySafeFilename(filename)}`;

/**
 * A presigned PUT of one object. The announced size is signed (content-length is among the
 * signed headers): real S3 refuses a body of another length. s3rver checks no signature, so
 * the size is checked again with HeadObject when the key is used.
 */
export function presignUpload(key: string, size: number): Promise<string> {
  return getSignedUrl(
    files(),
    new PutObjectCommand({ Bucket: filesBucket(), Key: key, ContentType: UPLOAD_CONTENT_TYPE, ContentLength: size }),
    { expiresIn: URL_TTL_SECONDS },
  );
}

/**
 * `attachment; filename="ascii fallback"; filename*=UTF-8''percent-encoded` (RFC 6266 / 5987);
 * `inline` for a file the browser should show (an image) rather than save.
 */
export function contentDisposition(filename: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const fallback =
    filename
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\]/g, '_') || 'fichier';
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** A presigned GET that makes the browser save the file under its original name. */
export function presignDownload(key: string, filename: string): Promise<string> {
  return getSignedUrl(
    files(),
    new GetObjectCommand({
      Bucket: filesBucket(),
      Key: key,
      ResponseContentDisposition: contentDisposition(filename),
      ResponseContentType: UPLOAD_CONTENT_TYPE,
    }),
    { expiresIn: URL_TTL_SECONDS },
  );
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

