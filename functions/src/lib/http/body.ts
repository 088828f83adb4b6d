import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { invalid, unsupported } from '../errors';
import { parseMultipart } from './multipart';

export interface UploadedFile {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface ParsedBody {
  fields: Record<string, unknown>;
  files: UploadedFile[];
  /** The body as text, for calls whose body is a raw value (the refresh token). */
  text: string;
}

/**
 * Lambda refuses an invocation over 6 MB, and API Gateway hands binary bodies over in base64
 * (4/3 larger): a multipart file of 4 MiB (5.3 MiB encoded) still fits with its form and headers.
 * Larger files go through presigned uploads.
 */
export const MAX_INLINE_FILE_BYTES = 4 * 1024 * 1024;
/** The largest Lambda invocation payload (the whole API Gateway event, body encoded). */
export const MAX_LAMBDA_PAYLOAD_BYTES = 6 * 1024 * 1024;

const empty = (): ParsedBody => ({ fields: {}, files: [], text: '' });

export const MALFORMED_FORM = 'Le formulaire envoyé est mal formé';
export const FILE_TOO_LARGE = 'Le fichier dépasse la taille autorisée';
export const TOO_MANY_FIELDS = 'Le formulaire contient trop de champs ou de fichiers';
export const FIELD_TOO_LARGE = 'Un champ du formulaire est trop long';
export const CHARSET_UNSUPPORTED = "Jeu de caractères non pris en charge\u202f: envoyez de l'UTF-8";

function rawBody(event: APIGatewayProxyEventV2): Buffer {
  if (!event.body) return Buffer.alloc(0);
  return Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
}

/** The body as UTF-8 text: another declared charset is refused (415), bytes that are not UTF-8 too (400). */
function utf8Text(raw: Buffer, contentType: string): string {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1]?.toLowerCase();
  if (charset && !['utf-8', 'utf8', 'us-ascii'].includes(charset)) throw unsupported(CHARSET_UNSUPPORTED);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw invalid(MALFORMED_FORM);
  }
}

function parseJson(raw: Buffer, contentType: string): ParsedBody {
  const text = utf8Text(raw, contentType);
  if (!text.trim()) return empty();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid("Le corps de la requête n'est pas un JSON valide");
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw invalid('Le corps de la requête doit être un objet JSON');
  }
  return { fields: value as Record<string, unknown>, files: [], text };
}

/** Reads a request body by its content type: JSON, multipart, url-encoded or raw text. */
export async function parseBody(event: APIGatewayProxyEventV2): Promise<ParsedBody> {
  const raw = rawBody(event);
  const contentType = event.headers?.['content-type'] ?? '';
  const mediaType = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (raw.length === 0) return empty();
  if (mediaType === 'application/json' || mediaType.endsWith('+json')) return parseJson(raw, contentType);
  if (mediaType === 'multipart/form-data') return parseMultipart(raw, contentType);
  if (mediaType === 'application/x-www-form-urlencoded') {
    const text = utf8Text(raw, contentType);
    return { fields: Object.fromEntries(new URLSearchParams(text)), files: [], text };
  }
  if (mediaType === 'text/plain' || mediaType === '') return { fields: {}, files: [], text: utf8Text(raw, contentType) };
  throw unsupported();
}
