/** Shared set-up of the api-client and token-refresh tests: a stubbed window, storage and fetch. */
import { afterEach, beforeEach, vi } from 'vitest';
import { apiExchange, apiRequest, NEXT_CURSOR_HEADER, type ApiPage, type RequestBody, type RequestOptions } from './api-client';
import { setSessionExpiredHandler } from './session-expiry';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, String(value)),
    removeItem: (key: string) => void data.delete(key),
    clear: () => data.clear(),
  };
}

// Reset in place before each test, so the test files can import them once.
export const storage = memoryStorage();
export const calls: { url: string; init: RequestInit }[] = [];
export const expired = vi.fn<() => void>();

export function serve(handler: Handler) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return handler(url, init);
    }),
  );
}

/** The n-th recorded fetch call; fails the test when there were fewer calls. */
export function callAt(index: number): { url: string; init: RequestInit } {
  const call = calls[index];
  if (!call) throw new Error(`expected a fetch call #${index}, got ${calls.length}`);
  return call;
}

export const authHeader = (init: RequestInit) => new Headers(init.headers).get('Authorization');

/** Registers the beforeEach / afterEach of a test file: a session with tokens at1 / rt1. */
export function setUpApiTestEnvironment() {
  beforeEach(() => {
    storage.clear();
    calls.length = 0;
    vi.stubGlobal('window', {
      localStorage: storage,
      location: { pathname: '/orders', assign: vi.fn() },
      setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
      clearInterval: (id: ReturnType<typeof setInterval>) => clearInterval(id),
    });
    storage.setItem('access_token', 'at1');
    storage.setItem('refresh_token', 'rt1');
    expired.mockReset();
    setSessionExpiredHandler(expired);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

type MethodOptions = Omit<RequestOptions, 'method' | 'body'>;

/** The transport called with any path, as the transport tests need (features use call.ts). */
export const api = {
  get: <T>(path: string, options?: MethodOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: RequestBody, options?: MethodOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: RequestBody, options?: MethodOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  page: async <T>(path: string, options?: MethodOptions): Promise<ApiPage<T>> => {
    const { body, headers } = await apiExchange<T[]>(path, { ...options, method: 'GET' });
    return { items: Array.isArray(body) ? body : [], nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
  },
};
