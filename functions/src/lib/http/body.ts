import busboy from 'busboy';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { invalid, tooLarge, unsupported } from '../errors';

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

function rawBody(event: APIGatewayProxyEventV2): Buffer {
  if (!event.body) return Buffer.alloc(0);
  return Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
}

function parseJson(raw: Buffer): ParsedBody {
  const text = raw.toString('utf8');
  if (!text.trim()) return empty();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid('Le corps de la requête n’est pas un JSON valide');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw invalid('Le corps de la requête doit être un objet JSON');
  }
  return { fields: value as Record<string, unknown>, files: [], text };
}

function parseMultipart(raw: Buffer, contentType: string): Promise<ParsedBody> {
  return new Promise((resolve, reject) => {
    const result = empty();
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        // One byte of slack: busboy flags a file that merely reaches its limit; the size is checked on close.
        limits: { fileSize: MAX_INLINE_FILE_BYTES + 1, files: 5, fields: 50, fieldSize: 100_000 },
        defParamCharset: 'utf8',
      });
    } catch {
      reject(invalid('Le formulaire envoyé est mal formé'));
      return;
    }
    parser.on('field', (name, value) => {
      result.fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => reject(tooLarge('Le fichier dépasse la taille autorisée')));
      stream.on('close', () => {
        if (chunks.reduce((n, c) => n + c.length, 0) > MAX_INLINE_FILE_BYTES) {
          reject(tooLarge('Le fichier dépasse la taille autorisée'));
          return;
        }
        result.files.push({
          field,
          filename: info.filename ?? '',
          contentType: info.mimeType,
          content: Buffer.concat(chunks),
        });
      });
    });
    parser.on('error', () => reject(invalid('Le formulaire envoyé est mal formé')));
    parser.on('close', () => resolve(result));
    parser.end(raw);
  });
}

/** Reads a request body by its content type: JSON, multipart, url-encoded or raw text. */
export async function parseBody(event: APIGatewayProxyEventV2): Promise<ParsedBody> {
  const raw = rawBody(event);
  const contentType = event.headers?.['content-type'] ?? '';
  const mediaType = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (raw.length === 0) return empty();
  if (mediaType === 'application/json' || mediaType.endsWith('+json')) return parseJson(raw);
  if (mediaType === 'multipart/form-data') return parseMultipart(raw, contentType);
  if (mediaType === 'application/x-www-form-urlencoded') {
    const fields = Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
    return { fields, files: [], text: raw.toString('utf8') };
  }
  if (mediaType === 'text/plain' || mediaType === '') {
    return { fields: {}, files: [], text: raw.toString('utf8') };
  }
  throw unsupported();
}
