import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { invalid, notFound, type DomainError } from '../errors';
import { statusOf } from './errors';
import { json, type HttpResult } from './response';

/**
 * Which route a request is: `METHOD /path` against route keys (`GET /api/orders/{id}`). One
 * matcher for the local gateway, which picks the Lambda and the REST API method's resource
 * (infra/local/gateway.ts), and for a handler given an event without a route key of the table
 * (routeKey `$default`, as the unit tests send).
 */
export interface CompiledRoute {
  readonly key: string;
  readonly method: string;
  readonly pattern: RegExp;
  readonly names: readonly string[];
}

/** A hit, or the methods the path has (empty: no such path, 404; otherwise 405). */
export type RouteMatch =
  | { readonly key: string; readonly params: Record<string, string> }
  | { readonly key: null; readonly allow: readonly string[] };

const PARAM = /^\{(\w+)\}$/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A path template as a regular expression (without anchors): each `{name}` one non-empty segment. */
export const templateSource = (path: string): string =>
  path
    .split('/')
    .map((part) => (PARAM.test(part) ? '([^/]+)' : escape(part)))
    .join('/');

/** Literal segments before parameters, position by position (as API Gateway chose the most specific route). */
const shape = (path: string) => path.split('/').map((part) => (PARAM.test(part) ? '1' : '0')).join('');
export const bySpecificity = (a: string, b: string): number => {
  const [x, y] = [shape(a), shape(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

const splitKey = (key: string) => {
  const space = key.indexOf(' ');
  return { method: key.slice(0, space), path: key.slice(space + 1) };
};

/** The route keys, most specific template first. */
export function compileRoutes(keys: Iterable<string>): CompiledRoute[] {
  return [...keys]
    .map((key) => ({ key, ...splitKey(key) }))
    .sort((a, b) => bySpecificity(a.path, b.path))
    .map(({ key, method, path }) => ({
      key,
      method,
      pattern: new RegExp(`^${templateSource(path)}$`),
      names: path.split('/').flatMap((part) => PARAM.exec(part)?.[1] ?? []),
    }));
}

/** Strict: no trailing slash, no empty segment, case as declared. Throws URIError on a bad escape. */
export function matchRoute(table: readonly CompiledRoute[], method: string, path: string): RouteMatch {
  const allow: string[] = [];
  for (const route of table) {
    const found = route.pattern.exec(path);
    if (!found) continue;
    if (route.method !== method) {
      if (!allow.includes(route.method)) allow.push(route.method);
      continue;
    }
    const params: Record<string, string> = {};
    route.names.forEach((name, i) => (params[name] = decodeURIComponent(found[i + 1] ?? '')));
    return { key: route.key, params };
  }
  return { key: null, allow };
}

export const METHOD_NOT_ALLOWED = 'Méthode non autorisée';
export const MALFORMED_PATH = 'Adresse mal formée';

const refusal = (error: DomainError): HttpResult => json({ detail: error.detail }, statusOf[error.kind]);

/** The JSON refusal of a path no route answers (404) or answers with other methods only (405). */
export function missResult(allow: readonly string[]): HttpResult {
  if (!allow.length) return refusal(notFound());
  const result = json({ detail: METHOD_NOT_ALLOWED }, 405);
  return { ...result, headers: { ...result.headers, allow: allow.join(', ') } };
}

/**
 * Gives an event the route key and path parameters of its route. An API Gateway route key the
 * table knows passes as it is; a function URL's `$default` is matched on its method and raw path.
 * The event is completed in place (the origin check remembers events by identity); answers the
 * refusal when no route takes it.
 */
export function routeEvent(
  event: APIGatewayProxyEventV2,
  table: readonly CompiledRoute[],
): HttpResult | undefined {
  if (table.some((route) => route.key === event.routeKey)) return undefined;
  if (event.routeKey !== '$default') return missResult([]);
  let match: RouteMatch;
  try {
    match = matchRoute(table, event.requestContext?.http?.method ?? '', event.rawPath ?? '');
  } catch (error) {
    if (error instanceof URIError) return refusal(invalid(MALFORMED_PATH));
    throw error;
  }
  if (match.key === null) return missResult(match.allow);
  event.routeKey = match.key;
  event.requestContext.routeKey = match.key;
  event.pathParameters = Object.keys(match.params).length ? match.params : undefined;
  return undefined;
}
