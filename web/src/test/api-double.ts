import { detailSchema } from '@app/shared/http/responses';
import { vi } from 'vitest';
import { responseSchemas, type ResponseOf, type RouteKey } from './api-schemas';

/** One request the SPA sent: its route, path parameters, query and parsed JSON body. */
export interface ApiCall {
  key: RouteKey;
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/** A canned answer: a success body (checked against the route's schema), or a refusal `{detail}`. */
export type Answer<K extends RouteKey> =
  | { status?: 200 | 201; body: ResponseOf<K>; headers?: Record<string, string> }
  | { status: 204 | 304 }
  | { status: 400 | 401 | 403 | 404 | 409 | 413 | 423 | 429; detail: string };

type Handler<K extends RouteKey> = Answer<K> | ((call: ApiCall) => Answer<K>);

const templates = (Object.keys(responseSchemas) as RouteKey[]).map((key) => {
  const [method = '', path = ''] = key.split(' ');
  const names = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '');
  return { key, method, names, pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '([^/]+)')}$`) };
});

function routeOf(method: string, pathname: string) {
  for (const template of templates) {
    const match = template.method === method ? template.pattern.exec(pathname) : null;
    if (match) {
      const params = Object.fromEntries(template.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
      return { key: template.key, params };
    }
  }
  return undefined;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** The Response of a canned answer; throws when its body is a shape the server cannot answer. */
function respond(key: RouteKey, answer: Answer<RouteKey>): Response {
  if ('detail' in answer) return json(answer.status, detailSchema.parse({ detail: answer.detail }));
  if (!('body' in answer)) return new Response(null, { status: answer.status });
  const checked = responseSchemas[key].safeParse(answer.body);
  if (!checked.success) throw new Error(`The canned answer of ${key} breaks its schema: ${checked.error.message}`);
  return json(answer.status ?? 200, answer.body, answer.headers);
}

function readBody(init: RequestInit | undefined): unknown {
  if (typeof init?.body !== 'string') return init?.body ?? undefined;
  try {
    return JSON.parse(init.body);
  } catch {
    return init.body;
  }
}

/** A PUT of bytes to a presigned URL (XMLHttpRequest, for the progress), as recorded. */
export interface UploadCall {
  method: string;
  url: string;
  body: unknown;
}

/** Answers every XMLHttpRequest with 200 on the next tick, after one progress event. */
function fakeUploads(uploads: UploadCall[]) {
  return class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private call: UploadCall = { method: '', url: '', body: undefined };
    open(method: string, url: string) {
      this.call = { method, url, body: undefined };
    }
    setRequestHeader() {}
    getResponseHeader() {
      return null;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      this.call.body = body;
      uploads.push(this.call);
      setTimeout(() => {
        this.upload.onprogress?.({ loaded: 1, total: 2, lengthComputable: true });
        this.status = 200;
        this.onload?.();
      }, 0);
    }
  };
}

/**
 * The HTTP layer of the component tests: replaces fetch (and XMLHttpRequest, for presigned
 * uploads), answers each route key from `on(...)` with bodies parsed by the route's response
 * schema, and records every call. A request no handler answers gets a 404 `{detail}` and is
 * listed in `unhandled`.
 */
export function createApiDouble() {
  const handlers = new Map<RouteKey, Handler<RouteKey>>();
  const calls: ApiCall[] = [];
  const unhandled: string[] = [];
  const uploads: UploadCall[] = [];

  const fetchDouble = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routeOf(method, url.pathname);
    const handler = route ? handlers.get(route.key) : undefined;
    if (!route || !handler) {
      unhandled.push(`${method} ${url.pathname}`);
      return json(404, { detail: 'Introuvable' });
    }
    const call: ApiCall = {
      ...route,
      method,
      path: url.pathname,
      query: url.searchParams,
      body: readBody(init),
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    return respond(route.key, typeof handler === 'function' ? handler(call) : handler);
  });

  return {
    calls,
    unhandled,
    uploads,
    /** Answers `key` with `handler` (a fixed answer, or one computed from the call) from now on. */
    on<K extends RouteKey>(key: K, handler: Handler<K>) {
      handlers.set(key, handler as Handler<RouteKey>);
      return this;
    },
    /** The calls of one route, in order. */
    callsTo(key: RouteKey): ApiCall[] {
      return calls.filter((call) => call.key === key);
    },
    /** Replaces fetch and XMLHttpRequest until vi.unstubAllGlobals(). */
    install() {
      vi.stubGlobal('fetch', fetchDouble);
      vi.stubGlobal('XMLHttpRequest', fakeUploads(uploads));
      return this;
    },
  };
}

export type ApiDouble = ReturnType<typeof createApiDouble>;
