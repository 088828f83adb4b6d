import { API_BASE_URL } from './api-paths';

export type RequestBody = FormData | Blob | URLSearchParams | string | object | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Objects are sent as JSON, strings as text/plain, FormData / Blob as they are. */
  body?: RequestBody;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Query-string parameters; undefined values are left out. */
  query?: Record<string, string | number | boolean | undefined>;
}

export function buildUrl(path: string, query: RequestOptions['query']): string {
  let url = `${API_BASE_URL}${path}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) params.set(key, String(value));
    }
    const qs = params.toString();
    if (qs) url += (url.includes('?') ? '&' : '?') + qs;
  }
  return url;
}

/** The fetch body, setting the Content-Type it implies unless the caller gave one. */
export function encodeBody(body: RequestBody, headers: Headers): BodyInit | undefined {
  if (body === undefined || body === null) return undefined;
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) {
    return body;
  }
  if (typeof body === 'string') {
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'text/plain');
    return body;
  }
  if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

/**
 * CloudFront signs each API call for the function URL (origin access control), and Lambda takes
 * no unsigned payload: a call with a body (any method but GET and HEAD) carries the body's own
 * SHA-256, in hex. Checked in the cloud only; the local gateway reports it missing.
 */
export const CONTENT_SHA256_HEADER = 'x-amz-content-sha256';

const hex = (digest: ArrayBuffer) => Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The body to send, with the hash of its bytes in `x-amz-content-sha256`. A FormData is sent as
 * the bytes hashed, with the multipart Content-Type (and boundary) of that serialisation.
 * Without WebCrypto (a page not served over HTTPS or localhost) the body goes unhashed.
 */
export async function hashedBody(method: string, body: BodyInit | undefined, headers: Headers): Promise<BodyInit | undefined> {
  if (method === 'GET' || method === 'HEAD' || !globalThis.crypto?.subtle) return body;
  const serialized = new Response(body);
  const type = serialized.headers.get('Content-Type');
  if (type && !headers.has('Content-Type')) headers.set('Content-Type', type);
  const bytes = new Uint8Array(await serialized.arrayBuffer());
  headers.set(CONTENT_SHA256_HEADER, hex(await crypto.subtle.digest('SHA-256', bytes)));
  // Only a FormData's bytes differ from one serialisation to the next (its boundary).
  return body instanceof FormData ? bytes : body;
}
