import { filesBucket, s3 } from './client';
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
  const { client, sdk } = await s3();
  return sdk.getSignedUrl(
    client,
    new sdk.PutObjectCommand({
      Bucket: filesBucket(),
      Key: key,
      ContentType: UPLOAD_CONTENT_TYPE,
      ContentLength: size,
      IfNoneMatch: '*',
    }),
    { expiresIn: URL_TTL_SECONDS, signableHeaders: new Set(['if-none-match']) },
  );
}

/** A presigned GET that makes the browser save the file under its original name (15 minutes unless told). */
export async function presignDownload(key: string, filename: string, expiresIn = URL_TTL_SECONDS): Promise<string> {
  const { client, sdk } = await s3();
  return sdk.getSignedUrl(
    client,
    new sdk.GetObjectCommand({
      Bucket: filesBucket(),
      Key: key,
      ResponseContentDisposition: contentDisposition(filename),
      ResponseContentType: UPLOAD_CONTENT_TYPE,
    }),
    { expiresIn },
  );
}
