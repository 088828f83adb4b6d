import { randomUUID } from 'node:crypto';
import { keySafeFilename } from '@app/shared/files/file-names';

export const uploadPrefix = (userId: string) => `uploads/${userId}/`;
/**
 * `uploads/{userId}/{uuid}/{size}/{name}`: the key carries the size announced to POST /api/uploads,
 * so the object can be compared with it when the key is used (the key is signed with that
 * content-length on S3; s3rver accepts any body, so the comparison is what holds everywhere).
 */
export const newUploadKey = (userId: string, filename: string, size: number) =>
  `${uploadPrefix(userId)}${randomUUID()}/${size}/${keySafeFilename(filename)}`;

/** The announced size and the name in a key of this user's uploads, or undefined for any other key. */
export function parseUploadKey(userId: string, key: string): { announced: number; name: string } | undefined {
  const segments = key.split('/');
  if (!key.startsWith(uploadPrefix(userId)) || segments.length !== 5) return undefined;
  if (segments.some((s) => !s || s === '.' || s === '..')) return undefined;
  const [, , , size = '', name = ''] = segments;
  return /^[1-9]\d{0,9}$/.test(size) ? { announced: Number(size), name } : undefined;
}
