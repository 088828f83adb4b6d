import { TOKEN_REFRESH_INTERVAL_MS } from '@app/shared/auth/constants';
/**
 * Fetch wrapper for the /api calls.
 *
 * - Bearer access token from localStorage on every call (auth calls excepted).
 * - On a 401 (auth calls excepted): ONE token refresh, then ONE retry. If the refresh fails, the
 *   tokens are cleared and the session-expired handler runs (it navigates to /login).
 * - Refreshes are single-flight (and serialised across tabs with the Web Locks API when present),
 *   since a refresh token may be used once only.
 * - Errors are thrown as ApiError { status, detail } where detail is the server's {"detail"} text.
 */
import { clearTokens, getAccessToken, getRefreshToken, setTokens } from './tokens';

export class ApiError extends Error {
  readonly status: number;
  /** The server's `{"detail": "..."}` text, or null when the answer had none (or no answer). */
  readonly detail: string | null;

  constructor(status: number, detail: string | null) {
    super(detail ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
  }
}

/** The server's detail of an error, if it is an ApiError that carries one. */
export function getErrorDetail(error: unknown): string | null {
  return error instanceof ApiError && error.detail ? error.detail : null;
}

const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

const REFRESH_PATH = '/api/auth/refresh';
/** Calls where a 401 means "wrong credentials", never "expired session". */
const AUTH_PATHS = ['/api/auth/login', '/api/auth/register', REFRESH_PATH];

function isAuthCall(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return AUTH_PATHS.includes(pathname);
}

// ---------------------------------------------------------------------------------------------
// Session expiry

let sessionExpiredHandler: () => void = () => {
  if (window.location.pathname !== '/login') window.location.assign('/login');
};

/** The app installs a handler that clears its caches and navigates to /login. */
export function setSessionExpiredHandler(handler: () => void): void {
  sessionExpiredHandler = handler;
}

function expireSession(): void {
  clearTokens();
  sessionExpiredHandler();
}

// ---------------------------------------------------------------------------------------------
// Token refresh

let refreshInFlight: Promise<boolean> | null = null;

async function postRefresh(refreshToken: string): Promise<boolean> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${REFRESH_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: refreshToken,
    });
  } catch {
    return false;
  }
  if (!response.ok) {
    // Another tab may have rotated the token meanwhile: then the session is still alive.
    const current = getRefreshToken();
    return current !== null && current !== refreshToken;
  }
  const body: unknown = await response.json().catch(() => null);
  if (
    typeof body === 'object' &&
    body !== null &&
    'access_token' in body &&
    'refresh_token' in body &&
    typeof body.access_token === 'string' &&
    typeof body.refresh_token === 'string'
  ) {
    setTokens({ access_token: body.access_token, refresh_token: body.refresh_token });
    return true;
  }
  return false;
}

async function refreshOnce(): Promise<boolean> {
  const startToken = getRefreshToken();
  if (!startToken) return false;
  const run = async (): Promise<boolean> => {
    const token = getRefreshToken();
    if (!token) return false;
    // Another tab refreshed while we waited for the lock: use its tokens.
    if (token !== startToken) return true;
    return postRefresh(token);
  };
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
    return navigator.locks.request('protune-token-refresh', run);
  }
  return run();
}

/**
 * Exchanges the refresh token for a new pair. Concurrent callers share one request.
 * Resolves true when fresh tokens are stored.
 */
export function refreshTokens(): Promise<boolean> {
  refreshInFlight ??= refreshOnce().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * Refreshes the access token every 6 hours (spec §9: TOKEN_REFRESH_INTERVAL_MS) while a session
 * exists. Returns a function that stops the timer.
 */
export function startTokenRefreshTimer(intervalMs = TOKEN_REFRESH_INTERVAL_MS): () => void {
  let timer: number | undefined;
  let stopped = false;
  const tick = () => {
    if (!getRefreshToken()) return;
    void refreshTokens().then((ok) => {
      if (!ok && getRefreshToken()) expireSession();
    });
  };
  const start = (ms: number) => {
    if (!stopped) timer = window.setInterval(tick, ms);
  };
  start(intervalMs);
  return () => {
    stopped = true;
    if (timer !== undefined) window.clearInterval(timer);
  };
}

// ---------------------------------------------------------------------------------------------
// Requests

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

function buildUrl(path: string, query: RequestOptions['query']): string {
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

function encodeBody(body: RequestBody, headers: Headers): BodyInit | undefined {
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
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'detail' in body) {
      const { detail } = body;
      if (typeof detail === 'string') return detail;
    }
  } catch {
    // Not JSON: no detail.
  }
  return null;
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
    if (!refreshed) {
      const detail = await readDetail(response);
      expireSession();
      throw new ApiError(401, detail);
    }
    response = await send(path, options, getAccessToken());
    if (response.status === 401) {
      const detail = await readDetail(response);
      expireSession();
      throw new ApiError(401, detail);
    }
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

// ---------------------------------------------------------------------------------------------
// Uploads with progress (presigned S3 PUTs)

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0..100, rounded down. */
  percent: number;
}

export interface UploadOptions {
  url: string;
  method?: 'PUT' | 'POST';
  body: Blob | FormData;
  /** Headers the presigned URL was signed with, e.g. Content-Type. */
  headers?: Record<string, string>;
  /** Adds the bearer token; off by default (a presigned URL must not carry it). */
  withAuth?: boolean;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

export interface UploadResult {
  status: number;
  responseText: string;
  getHeader: (name: string) => string | null;
}

function parseDetail(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'detail' in body && typeof body.detail === 'string') {
      return body.detail;
    }
  } catch {
    // Not JSON (S3 answers XML): no detail.
  }
  return null;
}

/** Uploads a body with XMLHttpRequest so the caller can show progress. Rejects with ApiError. */
export function uploadWithProgress(options: UploadOptions): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'PUT', options.url);
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      xhr.setRequestHeader(name, value);
    }
    if (options.withAuth) {
      const token = getAccessToken();
      if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    }
    const total = options.body instanceof Blob ? options.body.size : 0;
    xhr.upload.onprogress = (event) => {
      const size = event.lengthComputable ? event.total : total;
      options.onProgress?.({
        loaded: event.loaded,
        total: size,
        percent: size > 0 ? Math.min(100, Math.floor((event.loaded / size) * 100)) : 0,
      });
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.({ loaded: total, total, percent: 100 });
        resolve({
          status: xhr.status,
          responseText: xhr.responseText,
          getHeader: (name) => xhr.getResponseHeader(name),
        });
      } else {
        reject(new ApiError(xhr.status, parseDetail(xhr.responseText)));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, null));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('Upload aborted', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(options.body);
  });
}
