/**
 * Fetch wrapper for the /api calls.
 *
 * - Bearer access token from localStorage on every call (auth calls excepted).
 * - On a 401 (auth calls excepted): ONE token refresh, then ONE retry. If the refresh fails, the
 *   tokens are cleared and the session-expired handler runs (it navigates to /login).
 * - Errors are thrown as ApiError { status, detail } where detail is the server's {"detail"} text.
 * - A GET whose answer had an `ETag` is asked again with `If-None-Match`; a 304 answers with the
 *   remembered body and headers (conditional-cache.ts), it is not an error.
 *
 * Features never call it with a path: they name a route of the contract through call.ts.
 */
import { ApiError, parseDetail } from './api-error';
import { isAuthCall } from './api-paths';
import { buildUrl, encodeBody, type RequestBody, type RequestOptions } from './build-request';
import {
  conditionalGeneration,
  forgetConditional,
  lookUpConditional,
  rememberConditional,
} from './conditional-cache';
import { takeHtmlCall } from './html-calls';
import { expireSession } from './session-expiry';
import { refreshTokens } from './token-refresh';
import { getAccessToken, sessionSubject } from './tokens';

export type { RequestBody, RequestOptions };

async function send(path: string, options: RequestOptions, accessToken: string | null): Promise<Response> {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (accessToken && !isAuthCall(path)) headers.set('Authorization', `Bearer ${accessToken}`);
  const method = options.method ?? 'GET';
  const url = buildUrl(path, options.query);
  const early = method === 'GET' ? takeHtmlCall(url, accessToken) : undefined;
  if (early) {
    // Its failure to leave is not the page's: the call is sent again below.
    const response = await early.catch(() => undefined);
    if (response) return response;
  }
  const body = encodeBody(options.body, headers);
  try {
    return await fetch(url, {
      method,
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, null);
  }
}

async function readDetail(response: Response): Promise<string | null> {
  return parseDetail(await response.text().catch(() => ''));
}

async function endSession(response: Response): Promise<never> {
  const detail = await readDetail(response);
  expireSession();
  throw new ApiError(401, detail);
}

/**
 * Sends a request with the session handling, and returns the successful Response (or a 304,
 * the answer to a conditional GET). Throws ApiError for any other non-2xx answer.
 */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const usedToken = getAccessToken();
  let response = await send(path, options, usedToken);

  if (response.status === 401 && !isAuthCall(path)) {
    const current = getAccessToken();
    // A refresh made elsewhere since this request left: just retry with the new token.
    const refreshed = current !== null && current !== usedToken ? true : await refreshTokens();
    if (!refreshed) return endSession(response);
    response = await send(path, options, getAccessToken());
    if (response.status === 401) return endSession(response);
  }

  if (!response.ok && response.status !== 304) throw new ApiError(response.status, await readDetail(response));
  return response;
}

async function parseBody<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  const contentType = response.headers.get('Content-Type') ?? '';
  if (contentType.includes('json')) return JSON.parse(text) as T;
  return text as T;
}

/** A parsed answer and its headers. */
export interface ApiAnswer<T> {
  body: T;
  headers: Headers;
}

/** A GET, conditional when the URL's last answer had an ETag: a 304 gives back that answer. */
async function conditionalGet<T>(path: string, options: RequestOptions): Promise<ApiAnswer<T>> {
  const url = buildUrl(path, options.query);
  const user = sessionSubject();
  const known = lookUpConditional(url, user);
  const sentAt = conditionalGeneration();
  const headers = known ? { ...options.headers, 'If-None-Match': known.etag } : options.headers;
  const response = await apiFetch(path, { ...options, headers });
  if (response.status === 304) {
    if (known) return { body: known.body as T, headers: known.headers };
    throw new ApiError(304, null);
  }
  const body = await parseBody<T>(response);
  const etag = response.headers.get('ETag');
  if (etag) rememberConditional(url, user, sentAt, { etag, body, headers: new Headers(response.headers) });
  else forgetConditional(url);
  return { body, headers: response.headers };
}

/** Sends a request and returns the parsed answer (undefined when empty) with its headers. */
export async function apiExchange<T>(path: string, options: RequestOptions = {}): Promise<ApiAnswer<T>> {
  if ((options.method ?? 'GET') === 'GET' && !isAuthCall(path)) return conditionalGet<T>(path, options);
  const response = await apiFetch(path, options);
  return { body: await parseBody<T>(response), headers: response.headers };
}

/** Sends a request and parses the JSON answer (undefined for an empty answer). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiExchange<T>(path, options)).body;
}

/** The header of a paged list's answer that names the next page; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'X-Next-Cursor';

/** One page of a paged list: its items and the cursor of the next page (null on the last). */
export interface ApiPage<T> {
  items: T[];
  nextCursor: string | null;
}
