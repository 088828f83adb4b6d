import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { invalid } from '../errors';

export const CURSOR_INVALID = 'Curseur invalide';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Far above any real cursor (a few start keys): a longer one is refused before any work. */
const MAX_CURSOR_CHARS = 4096;

let derived: { secret: string; key: Buffer } | undefined;
let processKey: Buffer | undefined;

/**
 * The AES-256 key of cursors, derived from CURSOR_SECRET (CDK gives every API function the same
 * generated secret, so a cursor from one container opens in another). Without it, outside
 * production (the local stack: one process), a key of this process alone.
 */
function cursorKey(): Buffer {
  const secret = process.env.CURSOR_SECRET;
  if (!secret) {
    if (process.env.NODE_ENV === 'production') throw new Error('CURSOR_SECRET is required to seal list cursors');
    return (processKey ??= randomBytes(32));
  }
  if (derived?.secret !== secret) {
    derived = { secret, key: Buffer.from(hkdfSync('sha256', secret, 'list-cursor', 'aes-256-gcm', 32)) };
  }
  return derived.key;
}

/**
 * A cursor the client can neither read nor forge: the value as JSON, AES-256-GCM encrypted with
 * the list it belongs to as associated data, so it opens on that very list only.
 */
export function sealCursor(value: unknown, list: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', cursorKey(), iv).setAAD(Buffer.from(list));
  const sealed = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The value of a cursor sealed for this list; 400 'Curseur invalide' for anything else. */
export function openCursor(raw: string, list: string): unknown {
  const bytes = raw.length <= MAX_CURSOR_CHARS ? Buffer.from(raw, 'base64url') : Buffer.alloc(0);
  if (bytes.length <= IV_BYTES + TAG_BYTES) throw invalid(CURSOR_INVALID);
  try {
    const decipher = createDecipheriv('aes-256-gcm', cursorKey(), bytes.subarray(0, IV_BYTES)).setAAD(Buffer.from(list));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid(CURSOR_INVALID);
  }
}
