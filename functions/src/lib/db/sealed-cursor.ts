import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { invalid, unavailable } from '../errors';
import { logger } from '../logger';
import { readSecretStage } from '../secrets/extension';

export const CURSOR_INVALID = 'Curseur invalide';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Far above any real cursor (a few start keys): a longer one is refused before any work. */
const MAX_CURSOR_CHARS = 4096;

let derived: { secret: string; key: Buffer } | undefined;
let processKey: Buffer | undefined;
/** The key derived from the secret read at run time (CURSOR_SECRET_ARN), kept for the process. */
let loaded: { arn: string; key: Buffer } | undefined;

const derive = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'list-cursor', 'aes-256-gcm', 32));

/**
 * In the cloud, reads the cursor secret once per process from Secrets Manager (CURSOR_SECRET_ARN,
 * through the Parameters and Secrets extension, like the origin secret): its value is in no
 * function's environment. The HTTP chain awaits it before any action (lib/http/route-handler.ts);
 * an unreadable secret answers 503. Without the ARN (the local stack, tests), nothing to read.
 */
export async function loadCursorKey(): Promise<void> {
  const arn = process.env.CURSOR_SECRET_ARN;
  if (!arn || loaded?.arn === arn) return;
  let secret: string | undefined;
  try {
    secret = await readSecretStage(arn, 'AWSCURRENT');
  } catch (error) {
    logger.error('cursor secret unreadable', { message: (error as Error).message });
  }
  if (!secret) throw unavailable();
  loaded = { arn, key: derive(secret) };
}

/** Forgets the key read (tests). */
export const forgetCursorKey = (): void => {
  loaded = undefined;
};

/**
 * The AES-256 key of cursors: derived from the secret every API function reads (CDK gives them
 * the same generated secret, so a cursor from one container opens in another), or from
 * CURSOR_SECRET (local runs that set one). Without either, outside production (the local stack:
 * one process), a key of this process alone.
 */
function cursorKey(): Buffer {
  const arn = process.env.CURSOR_SECRET_ARN;
  if (arn) {
    if (loaded?.arn !== arn) throw new Error('The cursor key is read before any action (loadCursorKey)');
    return loaded.key;
  }
  const secret = process.env.CURSOR_SECRET;
  if (!secret) {
    if (process.env.NODE_ENV === 'production') throw new Error('CURSOR_SECRET is required to seal list cursors');
    return (processKey ??= randomBytes(32));
  }
  if (derived?.secret !== secret) {
    derived = { secret, key: derive(secret) };
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
