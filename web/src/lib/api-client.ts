/**
 * Fetch wrapper for the /api calls.
 *
 * - Bearer access token from localStorage on every call (auth calls excepted).
 * - On a 401 (auth calls excepted): ONE token refresh, then ONE retry. If the refresh fails, the
 *   tokens are cleared and the session-expired handler runs (it navigates to /login).
 * - Errors are thrown as ApiError { status, detail } where detail is the server's {"detail"} text.
 */
import { ApiError, parseDetail } from './api-error';
import { isAuthCall } from './api-paths';
import { buildUrl, encodeBody, type RequestBody, type RequestOptions } from './build-request';
import { expireSession } from './session-expiry';
import { refreshTokens } from './token-refresh';
import { getAccessToken } from './tokens';

export type { RequestBody, RequestOptions };

async function send(path: string, options: RequestOptions, accessToken: string | null): Promise<Response> {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (accessToken && !isAuthCall(path)) headers.set('Authorization', `Bearer ${accessToken}`);
  const body = encodeBody(options.body, headers);
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
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
 * Sends a request with the session handling, and returns the successful Response.
 * Throws ApiError for any non-2xx answer.
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

  if (!response.ok) throw new ApiError(response.status, await readDetail(response));
  return response;
}

/** Sends a request and parses the JSON answer (undefined for an empty answer). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiFetch(path, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  const contentType = response.headers.get('Content-Type') ?? '';
  if (contentType.includes('json')) return JSON.parse(text) as T;
  return text as T;
}

type MethodOptions = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: MethodOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: RequestBody, options?: MethodOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: RequestBody, options?: MethodOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: RequestBody, options?: MethodOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: MethodOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
  /** Binary answer (downloads) with its headers, e.g. Content-Disposition. */
  blob: async (path: string, options?: MethodOptions) => {
    const response = await apiFetch(path, {
      ...options,
      method: 'GET',
      headers: { Accept: '*/*', ...options?.headers },
    });
    return { blob: await response.blob(), headers: response.headers };
  },
};
