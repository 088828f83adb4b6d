import type { FileRules } from '@app/shared/files/file-rules';
import type { UploadedFile } from '../http/body';
import { invalid } from '../errors';
import { displayFilename } from '@app/shared/files/file-names';
import { copyObject, deleteObject, objectHead, putObject } from './objects';
import { FILE_EMPTY, FILE_REQUIRED, UPLOAD_MISMATCH, UPLOAD_NOT_FOUND } from './file-messages';
import { parseUploadKey, type UploadKeyFacts } from './upload-keys';

/** Who sends the file: only their own presigned uploads are accepted. */
type Sender = { id: string };

export { FILE_EMPTY, FILE_REQUIRED, UPLOAD_MISMATCH, UPLOAD_NOT_FOUND };

/**
 * A checked file: inline bytes, a presigned upload to copy under the order, or one already at
 * the key its record will name (`final`: a new order's upload, never copied), with the ETag
 * HeadObject gave it.
 */
export type IncomingFile =
  | { kind: 'inline'; filename: string; size: number; content: Buffer }
  | { kind: 'upload' | 'final'; filename: string; size: number; uploadKey: string; etag: string };

/** Reads a key the caller sent: its facts when it is one of this caller's upload keys, else undefined. */
export type UploadKeyParser = (userId: string, key: string) => UploadKeyFacts | undefined;

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
 * The object of a presigned upload, once S3 says it is there with the size announced to
 * POST /api/uploads (HeadObject); else it is removed and the request refused before any write.
 */
async function uploadedFile(
  user: Sender,
  key: string,
  givenName: string | undefined,
  rules: FileRules,
  parseKey: UploadKeyParser,
): Promise<IncomingFile> {
  const parsed = parseKey(user.id, key);
  if (!parsed) throw invalid(UPLOAD_NOT_FOUND);
  const filename = checkName(givenName || parsed.name, rules);
  const head = await objectHead(key);
  if (head === undefined) throw invalid(UPLOAD_NOT_FOUND);
  const { size, etag } = head;
  if (size > rules.maxBytes || size !== parsed.announced) {
    await deleteObject(key).catch(() => undefined);
    throw invalid(size > rules.maxBytes ? rules.tooLarge : UPLOAD_MISMATCH);
  }
  checkSize(size, rules);
  return { kind: parsed.final ? 'final' : 'upload', filename, size, uploadKey: key, etag };
}

/**
 * The file of a request: the multipart part `file` (at most 4 MiB, the chain answers 413 above),
 * else the key of a presigned upload made by this very user, whose object must have the size
 * announced for it. Name and size rules (`rules`: order files, chat attachments) are the same for both.
 * `parseKey` says which keys are accepted (by default this user's keys under `uploads/`).
 */
export async function incomingFile(
  user: Sender,
  files: readonly UploadedFile[],
  upload: { key?: string | null; filename?: string | null },
  rules: FileRules,
  parseKey: UploadKeyParser = parseUploadKey,
): Promise<IncomingFile> {
  const part = files.find((f) => f.field === 'file' && f.filename);
  if (part) {
    const filename = checkName(part.filename, rules);
    checkSize(part.content.length, rules);
    return { kind: 'inline', filename, size: part.content.length, content: part.content };
  }
  const key = upload.key?.trim();
  if (!key) throw invalid(FILE_REQUIRED);
  return uploadedFile(user, key, upload.filename?.trim(), rules, parseKey);
}

/** Stores the file under its final key (PutObject, or CopyObject from the upload); a final upload is there already. */
export async function place(file: IncomingFile, key: string): Promise<void> {
  if (file.kind === 'inline') await putObject(key, file.content);
  else if (file.kind === 'upload') await copyObject(file.uploadKey, key);
}

/** Removes the presigned upload once the file is registered (best effort); a final upload is the file. */
export async function discardSource(file: IncomingFile): Promise<void> {
  if (file.kind === 'upload') await deleteObject(file.uploadKey).catch(() => undefined);
}
