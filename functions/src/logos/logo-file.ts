/**
 * Logos of partners and clients: image files in S3, never in the table, never base64.
 *
 * The owner item (a partner, a client) keeps `logo_key` and `logo_filename` (both null when it
 * has no logo); `has_logo` in answers is `logo_key !== null`.
 *
 * - `logoPart(files)`: the multipart part named `file` of a request, if any.
 * - `checkLogo(file)`: no I/O; throws a 400 (logoMessages): no file → 'Veuillez sélectionner un
 *   fichier'; not PNG / JPEG / WebP by its BYTES (SVG, GIF, text named .png...) → 'Veuillez
 *   sélectionner un fichier image'; over 2 MiB → 'Le logo ne doit pas dépasser 2 Mo'.
 * - `storeLogo(kind, ownerId, file)`: checkLogo, then PutObject under
 *   `logos/{kind}/{ownerId}/{uuid}.{png|jpg|webp}` with the detected Content-Type; answers
 *   `{ logo_key, logo_filename }` (the name the user gave, cleaned).
 * - `replaceLogo(kind, ownerId, file, point)`: the whole upload. Stores the new object, calls
 *   `point(stored)`, which must make the owner item point to it and answer
 *   `{ previous: <logo_key before the write, or null>, result }`, or undefined when the owner
 *   does not exist (the new object is then deleted and replaceLogo answers undefined: throw
 *   your 404). The previous object is deleted only after the item points to the new one.
 * - `logoLink(logo_key, logo_filename)`: `{ url }`, a presigned GET valid 5 minutes that shows
 *   the image inline with its type. Answer it with `linkAnswer` (lib/http/link.ts): 302, or
 *   `{ url }` for `?format=json` / `Accept: application/json`.
 * - `deleteLogo(key)`: deletes an object (null/undefined: nothing); never throws (a failure
 *   is logged), for use after the owner item is gone or repointed.
 */
import { randomUUID } from 'node:crypto';
import { LOGO_MAX_BYTES, logoMessages } from '@app/shared/partners/schemas';
import { invalid } from '../lib/errors';
import { deleteObject, putObject } from '../lib/files/objects';
import { presignGet } from '../lib/files/presign';
import type { UploadedFile } from '../lib/http/body';
import { logger } from '../lib/logger';
import { displayFilename } from '@app/shared/files/file-names';
import { contentDisposition } from '../lib/files/names';
import { detectLogoType, logoTypeOfKey, type DetectedType } from './logo-type';

export type LogoKind = 'clients' | 'partners';

/** What the owner item keeps of its logo. */
export interface StoredLogo {
  logo_key: string;
  logo_filename: string;
}

/** A logo that passed the checks, not stored yet. */
export interface CheckedLogo {
  content: Buffer;
  type: DetectedType;
  filename: string;
}

/** Presigned logo links are valid 5 minutes. */
export const LOGO_URL_TTL_SECONDS = 300;

const isOwnerId = (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id);

/** The multipart part `file` of a request, if any. */
export const logoPart = (parts: readonly UploadedFile[]): UploadedFile | undefined =>
  parts.find((part) => part.field === 'file');

/** Checks a logo by its bytes and size (no I/O); throws a 400 with the logo message. */
export function checkLogo(file: UploadedFile | undefined): CheckedLogo {
  if (!file) throw invalid(logoMessages.noFile);
  const type = detectLogoType(file.content);
  if (!type) throw invalid(logoMessages.notImage);
  if (file.content.length > LOGO_MAX_BYTES) throw invalid(logoMessages.tooLarge);
  return { content: file.content, type, filename: displayFilename(file.filename) || `logo.${type.ext}` };
}

/** Checks the logo, then stores it under a fresh key of its owner. */
export async function storeLogo(kind: LogoKind, ownerId: string, file: UploadedFile | undefined): Promise<StoredLogo> {
  const logo = checkLogo(file);
  if (!isOwnerId(ownerId)) throw new Error(`Unexpected logo owner id: ${ownerId}`);
  const key = `logos/${kind}/${ownerId}/${randomUUID()}.${logo.type.ext}`;
  await putObject(key, logo.content, logo.type.mime);
  return { logo_key: key, logo_filename: logo.filename };
}

/** Deletes a logo object; never throws (logs a failure). */
export async function deleteLogo(key: string | null | undefined): Promise<void> {
  if (!key) return;
  try {
    await deleteObject(key);
  } catch (error) {
    logger.warn('logo object left behind', { key, error: (error as Error).name });
  }
}

/**
 * Stores a new logo, lets `point` make the owner item point to it, then deletes the previous
 * object. Undefined when `point` found no owner (the new object is removed).
 */
export async function replaceLogo<T>(
  kind: LogoKind,
  ownerId: string,
  file: UploadedFile | undefined,
  point: (logo: StoredLogo) => Promise<{ previous: string | null; result: T } | undefined>,
): Promise<T | undefined> {
  const stored = await storeLogo(kind, ownerId, file);
  // Should `point` fail, the new object stays: the write may have landed, and an item pointing
  // to a deleted object would be worse than an orphan object.
  const pointed = await point(stored);
  if (!pointed) {
    await deleteLogo(stored.logo_key);
    return undefined;
  }
  if (pointed.previous && pointed.previous !== stored.logo_key) await deleteLogo(pointed.previous);
  return pointed.result;
}

/** A short-lived presigned GET showing the image inline, with its type and the name it was sent under. */
export async function logoLink(logo_key: string, logo_filename: string): Promise<{ url: string }> {
  const overrides = {
    'response-content-type': logoTypeOfKey(logo_key),
    'response-content-disposition': contentDisposition(logo_filename, 'inline'),
    'response-cache-control': `private, max-age=${LOGO_URL_TTL_SECONDS}`,
  };
  return { url: await presignGet(logo_key, overrides, LOGO_URL_TTL_SECONDS) };
}
