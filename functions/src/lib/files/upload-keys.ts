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

/** What a key of a presigned upload says: the size announced for it and the file's name. */
export interface UploadKeyFacts {
  announced: number;
  name: string;
  /** True when the upload already is at the key its record will name (nothing to copy). */
  final?: boolean;
}

/**
 * The clean segments of a key (none empty, `.` or `..`) when there are exactly `length`, else undefined.
 */
export function keySegments(key: string, length: number): string[] | undefined {
  const segments = key.split('/');
  if (segments.length !== length || segments.some((s) => !s || s === '.' || s === '..')) return undefined;
  return segments;
}

/** The size segment of a key (a positive integer) with the name after it, or undefined. */
export function announcedFacts(size: string, name: string): UploadKeyFacts | undefined {
  return /^[1-9]\d{0,9}$/.test(size) ? { announced: Number(size), name } : undefined;
}

/** The announced size and the name in a key of this user's uploads, or undefined for any other key. */
export function parseUploadKey(userId: string, key: string): UploadKeyFacts | undefined {
  const segments = keySegments(key, 5);
  if (!key.startsWith(uploadPrefix(userId)) || !segments) return undefined;
  const [, , , size = '', name = ''] = segments;
  return announcedFacts(size, name);
}
