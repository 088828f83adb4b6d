import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { invalid, unsupported } from '../errors';
import { MALFORMED_FORM, parseMultipart, type ParsedBody } from './multipart';

// The form's parts, limits and refusals are the multipart reader's (multipart.ts): named here too for the callers.
export {
  FIELD_TOO_LARGE,
  FILE_TOO_LARGE,
  MALFORMED_FORM,
  MAX_INLINE_FILE_BYTES,
  TOO_MANY_FIELDS,
  type ParsedBody,
  type UploadedFile,
} from './multipart';

/** The largest Lambda invocation payload (the whole API Gateway event, body encoded). */
export const MAX_LAMBDA_PAYLOAD_BYTES = 6 * 1024 * 1024;

const empty = (): ParsedBody => ({ fields: {}, files: [], text: '' });

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
