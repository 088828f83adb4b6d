import {
  BAD_EXTENSION_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  MAX_ORDER_FILE_BYTES,
  hasAllowedExtension,
} from '@app/shared/orders/versions';
import type { UploadedFile } from '../lib/http/body';
import { invalid } from '../lib/errors';
import type { UserRecord } from '../users/user-record';
import { copyObject, deleteObject, displayFilename, objectSize, putObject, uploadPrefix } from './order-files';

export const FILE_REQUIRED = 'Veuillez sélectionner un fichier';
export const UPLOAD_NOT_FOUND = 'Fichier envoyé introuvable';
export const FILE_EMPTY = 'Le fichier est vide';

/** A checked file, not yet stored under the order: inline bytes or a presigned upload. */
export type IncomingFile =
  | { kind: 'inline'; filename: string; size: number; content: Buffer }
  | { kind: 'upload'; filename: string; size: number; uploadKey: string };

/** What a kind of file accepts: its names (by extension) and its size, with the refusals. */
export interface FileRules {
  accepts: (name: string) => boolean;
  badExtension: string;
  maxBytes: number;
  tooLarge: string;
}

/** Order files: the original and delivered versions (spec §5, §9). */
export const orderFileRules: FileRules = {
  accepts: hasAllowedExtension,
  badExtension: BAD_EXTENSION_MESSAGE,
  maxBytes: MAX_ORDER_FILE_BYTES,
  tooLarge: FILE_TOO_LARGE_MESSAGE,
};

function checkName(filename: string, rules: FileRules): string {
  const name = displayFilename(filename);
  if (!name || !rules.accepts(name)) throw invalid(rules.badExtension);
  return name;
}

function checkSize(size: number, rules: FileRules): void {
  if (size <= 0) throw invalid(FILE_EMPTY);
  if (size > rules.maxBytes) throw invalid(rules.tooLarge);
}

/**
 * The file of a request: the multipart part `file` (at most 4 MiB, the chain answers 413 above),
 * else the key of a presigned upload made by this very user (checked again in S3: existence,
 * size). Name and size rules (`rules`, order files by default) are the same for both.
 */
export async function incomingFile(
  user: UserRecord,
  files: readonly UploadedFile[],
  upload: { key?: string | null; filename?: string | null },
  rules: FileRules = orderFileRules,
): Promise<IncomingFile> {
  const part = files.find((f) => f.field === 'file' && f.filename);
  if (part) {
    const filename = checkName(part.filename, rules);
    checkSize(part.content.length, rules);
    return { kind: 'inline', filename, size: part.content.length, content: part.content };
  }
  const key = upload.key?.trim();
  if (!key) throw invalid(FILE_REQUIRED);
  const segments = key.split('/');
  if (
    !key.startsWith(uploadPrefix(user.id)) ||
    segments.length !== 4 ||
    segments.some((s) => !s || s === '.' || s === '..')
  ) {
    throw invalid(UPLOAD_NOT_FOUND);
  }
  const filename = checkName(upload.filename?.trim() || (segments[3] ?? ''), rules);
  const size = await objectSize(key);
  if (size === undefined) throw invalid(UPLOAD_NOT_FOUND);
  if (size > rules.maxBytes) {
    await deleteObject(key).catch(() => undefined);
    throw invalid(rules.tooLarge);
  }
  checkSize(size, rules);
  return { kind: 'upload', filename, size, uploadKey: key };
}

/** Stores the file under its final key (PutObject, or CopyObject from the upload). */
export async function place(file: IncomingFile, key: string): Promise<void> {
  if (file.kind === 'inline') await putObject(key, file.content);
  else await copyObject(file.uploadKey, key);
}

/** Removes the presigned upload once the file is registered (best effort). */
export async function discardSource(file: IncomingFile): Promise<void> {
  if (file.kind === 'upload') await deleteObject(file.uploadKey).catch(() => undefined);
}
