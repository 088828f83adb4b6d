import { pathParamNames, routeKey, routes, type RouteDef, type RouteKey, type RouteOf } from '@app/shared/api/contract';
import { detailSchema } from '@app/shared/http/responses';
import { vi } from 'vitest';
import * as z from 'zod';

export type { RouteKey };

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

type Responses<K extends RouteKey> = RouteOf<K>['responses'];
/** The statuses the contract gives a JSON body for this route (200, 201). */
type JsonStatus<K extends RouteKey> = {
  [S in keyof Responses<K>]: Responses<K>[S] extends z.core.$ZodType ? S : never;
}[keyof Responses<K>];
/** A success as the contract describes it: `status` may be left out when the route has one JSON success. */
type Success<K extends RouteKey> = {
  [S in JsonStatus<K>]: {
    status?: S;
    body: Responses<K>[S] extends z.core.$ZodType ? z.input<Responses<K>[S]> : never;
    headers?: Record<string, string>;
  };
}[JsonStatus<K>];

/** A canned answer: a success body (checked against the contract), a 204 / 304, or a refusal `{detail}`. */
export type Answer<K extends RouteKey> =
  | Success<K>
  | { status: 204 | 304 }
  | { status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 423 | 429; detail: string };

type Handler<K extends RouteKey> = Answer<K> | ((call: ApiCall) => Answer<K>);
/** Any of the answers above, as the double reads them. */
type AnyAnswer = { status?: number; body?: unknown; headers?: Record<string, string>; detail?: string };

// In the contract's order: where two templates overlap, the first one answers, as in the gateway.
const templates = routes.map((route: RouteDef) => ({
  key: routeKey(route) as RouteKey,
  route,
  names: pathParamNames(route.path),
  pattern: new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '([^/]+)')}$`),
}));

function routeOf(method: string, pathname: string) {
  for (const template of templates) {
    const match = template.route.method === method ? template.pattern.exec(pathname) : null;
    if (match) {
      const params = Object.fromEntries(template.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]));
      return { key: template.key, route: template.route, params };
    }
  }
  return undefined;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** The Response of a canned answer; throws when the contract says the server cannot answer it. */
function respond(key: RouteKey, route: RouteDef, answer: AnyAnswer): Response {
  if (answer.detail !== undefined) return json(answer.status ?? 400, detailSchema.parse({ detail: answer.detail }));
  if (answer.status === 204 || answer.status === 304) {
    const kind = answer.status === 304 ? 'not-modified' : 'no-content';
    if (route.responses[answer.status] !== kind) throw new Error(`${key} declares no ${answer.status}`);
    return new Response(null, { status: answer.status });
  }
  const declared = Object.entries(route.responses);
  const status = answer.status ?? Number(declared.find(([, schema]) => schema instanceof z.core.$ZodType)?.[0]);
  const schema = route.responses[status];
  if (!(schema instanceof z.core.$ZodType)) throw new Error(`${key} declares no JSON answer with status ${status}`);
  const checked = z.safeParse(schema, answer.body);
  if (!checked.success) throw new Error(`The canned answer of ${key} breaks the contract: ${checked.error.message}`);
  return json(status, answer.body, answer.headers);
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
 * uploads), answers each route key of the contract (shared/src/api) from `on(...)` with bodies
 * parsed by the route's declared answer, and records every call. A request no handler answers gets a 404 `{detail}` and is
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
      key: route.key,
      params: route.params,
      method,
      path: url.pathname,
      query: url.searchParams,
      body: readBody(init),
      headers: new Headers(init?.headers),
    };
    calls.push(call);
    return respond(route.key, route.route, (typeof handler === 'function' ? handler(call) : handler) as AnyAnswer);
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
