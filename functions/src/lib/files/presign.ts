import { s3Presign } from './client';
import { contentDisposition } from './names';

/** Presigned URLs (upload and download) are valid 15 minutes. */
export const URL_TTL_SECONDS = 900;
export const UPLOAD_CONTENT_TYPE = 'application/octet-stream';

/**
 * A presigned PUT of one object. The announced size is signed (content-length is among the
 * signed headers): real S3 refuses a body of another length. s3rver checks no signature, so
 * the size is checked again with HeadObject when the key is used. `If-None-Match: *` is signed
 * too: S3 refuses a second PUT to a key that holds an object, so a new order's file (uploaded at
 * its final key) cannot be replaced through its URL once the order names it.
 */
export async function presignUpload(key: string, size: number): Promise<string> {
  const headers = { 'content-type': UPLOAD_CONTENT_TYPE, 'if-none-match': '*', 'content-length': String(size) };
  return s3Presign({ method: 'PUT', key, query: { 'x-id': 'PutObject' }, headers }, URL_TTL_SECONDS, new Set(['if-none-match']));
}

/** The `response-*` overrides S3 applies to a presigned GET's answer. */
export interface ResponseOverrides {
  'response-content-disposition': string;
  'response-content-type': string;
  'response-cache-control'?: string;
}

/** A presigned GET of one object whose answer carries the given headers. */
export const presignGet = (key: string, overrides: ResponseOverrides, expiresIn: number): Promise<string> =>
  s3Presign({ method: 'GET', key, query: { ...overrides, 'x-id': 'GetObject' } }, expiresIn);

/** A presigned GET that makes the browser save the file under its original name (15 minutes unless told). */
export async function presignDownload(key: string, filename: string, expiresIn = URL_TTL_SECONDS): Promise<string> {
  const overrides = { 'response-content-disposition': contentDisposition(filename), 'response-content-type': UPLOAD_CONTENT_TYPE };
  return presignGet(key, overrides, expiresIn);
}
