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
