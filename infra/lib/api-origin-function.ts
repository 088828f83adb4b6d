import type { Domain, RouteDef } from '@app/functions/routes';
import { APP_AUTHORIZATION_HEADER } from '@app/functions/lib/auth/authenticate';
import { bySpecificity, templateSource } from '@app/functions/lib/http/route-match';

/** Where CloudFront sends an API path no route declares: that domain's handler answers the JSON 404. */
export const UNROUTED_DOMAIN: Domain = 'content';
/** CloudFront's limit on a function's code. */
export const MAX_FUNCTION_BYTES = 10 * 1024;
export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The id of a domain's function URL origin in the distribution (what the function selects). */
export const originIdOf = (domain: Domain): string => `api-${domain}`;

type Route = Pick<RouteDef, 'method' | 'path' | 'domain'>;

const segments = (path: string) => path.split('/');
const isParam = (segment: string) => /^\{\w+\}$/.test(segment);

/** Whether one request could match both (same method, segment by segment equal or a parameter). */
const overlap = (a: Route, b: Route) => {
  const [x, y] = [segments(a.path), segments(b.path)];
  return a.method === b.method && x.length === y.length && x.every((s, i) => s === y[i] || isParam(s) || isParam(y[i] ?? ''));
};

/**
 * A route that must be tried before another domain's rule: it overlaps a less specific template
 * of another domain (the handlers take the most specific, so must CloudFront).
 */
const mustGoFirst = (route: Route, all: readonly Route[]) =>
  all.some((other) => other.domain !== route.domain && overlap(route, other) && bySpecificity(route.path, other.path) < 0);

/** `path METHOD` alternatives under `/api/`, one per path (its methods together), as a regex. */
function ruleSource(routes: readonly Route[]): string {
  const methodsByPath = new Map<string, string[]>();
  for (const route of routes) methodsByPath.set(route.path, [...(methodsByPath.get(route.path) ?? []), route.method]);
  const alternatives = [...methodsByPath].map(([path, methods]) => {
    const tail = templateSource(path).replace(/^\/api\//, '').replaceAll('([^/]+)', '[^/]+');
    return `${tail} ${methods.length > 1 ? `(?:${methods.join('|')})` : methods[0]}`;
  });
  return `^\\/api\\/(?:${alternatives.join('|').replaceAll('/', '\\/')})$`;
}

/** Ordered [regex, origin id] rules: the routes that must go first, then one rule per domain. */
export function originRules(routes: readonly Route[]): [string, string][] {
  const first = routes.filter((route) => mustGoFirst(route, routes)).sort((a, b) => bySpecificity(a.path, b.path));
  const rest = routes.filter((route) => !first.includes(route));
  const domains = [...new Set(rest.map((route) => route.domain))];
  return [
    ...first.map((route): [string, string] => [ruleSource([route]), originIdOf(route.domain)]),
    ...domains.map((domain): [string, string] => [ruleSource(rest.filter((r) => r.domain === domain)), originIdOf(domain)]),
  ];
}

/**
 * The viewer-request CloudFront Function of `/api/*` (cloudfront-js-2.0), generated from the
 * route table: it picks the domain's function URL origin by `path METHOD` (a known path asked
 * with another method goes to its domain, which answers 405; an unknown one to UNROUTED_DOMAIN,
 * which answers 404), and moves the viewer's `Authorization` to x-app-authorization, since
 * origin access control signs the call to the function URL with its own.
 */
export function apiOriginFunctionCode(routes: readonly Route[]): string {
  const rules = originRules(routes)
    .map(([source, origin]) => `[/${source}/,'${origin}']`)
    .join(',\n');
  return `import cf from 'cloudfront';
var rules = [
${rules}
];
var methods = ${JSON.stringify(METHODS)};
function originOf(uri, method) {
  for (var i = 0; i < rules.length; i++) if (rules[i][0].test(uri + ' ' + method)) return rules[i][1];
  return null;
}
function handler(event) {
  var request = event.request;
  var headers = request.headers;
  if (headers.authorization) {
    headers['${APP_AUTHORIZATION_HEADER}'] = { value: headers.authorization.value };
    delete headers.authorization;
  }
  var origin = originOf(request.uri, request.method);
  for (var j = 0; !origin && j < methods.length; j++) origin = originOf(request.uri, methods[j]);
  cf.selectRequestOriginById(origin || '${originIdOf(UNROUTED_DOMAIN)}');
  return request;
}
`;
}
