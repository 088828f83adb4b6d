import * as z from 'zod/mini';
import { detailSchema } from '@app/shared/http/responses';
import {
  routeKey,
  routes as contractRoutes,
  type Answer,
  type RouteDef,
  type RouteKey,
} from '@app/shared/api/contract';

const routes: readonly RouteDef[] = contractRoutes;

/**
 * The response contract of the API, executable: for every route, the body of each success
 * status as the shared contract declares it (shared/src/api/, the schemas the web parses with),
 * made strict at every depth so that a field added, dropped or renamed on either side fails a
 * test. Every 4xx is exactly `{detail}` with a French message; a 5xx is always a failure.
 */
type Success = Answer;

/** The schema with every object strict (no unknown key), at every depth. */
// By zod's core classes: the shared schemas are zod/mini's, and a classic `instanceof` misses them.
export function deepStrict(schema: z.core.$ZodType): z.ZodMiniType {
  if (schema instanceof z.core.$ZodObject) {
    const shape = Object.fromEntries(
      Object.entries(schema._zod.def.shape).map(([key, value]) => [key, deepStrict(value)]),
    );
    return z.strictObject(shape);
  }
  if (schema instanceof z.core.$ZodArray) return z.array(deepStrict(schema._zod.def.element));
  if (schema instanceof z.core.$ZodRecord)
    return z.record(schema._zod.def.keyType as z.ZodMiniString, deepStrict(schema._zod.def.valueType));
  if (schema instanceof z.core.$ZodNullable) return z.nullable(deepStrict(schema._zod.def.innerType));
  if (schema instanceof z.core.$ZodOptional) return z.optional(deepStrict(schema._zod.def.innerType));
  return schema as z.ZodMiniType;
}

/** Each route key's success statuses and answers, read from the shared contract. */
export const contract = Object.fromEntries(routes.map((route) => [routeKey(route), route.responses])) as Record<
  RouteKey,
  Partial<Record<number, Success>>
>;

const refusal = deepStrict(detailSchema);
const strictCache = new WeakMap<z.core.$ZodType, z.ZodMiniType>();
/** deepStrict once per schema, not once per response. */
const strict = (schema: z.ZodMiniType) =>
  strictCache.get(schema) ?? strictCache.set(schema, deepStrict(schema)).get(schema) ?? schema;

const declaredHeaders = new Map<string, readonly string[]>(
  routes.map((route) => [routeKey(route), route.headers ?? []]),
);

const templates = routes.map((route) => ({
  key: routeKey(route) as RouteKey,
  method: route.method as string,
  pattern: new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/** The route key a request reaches, or undefined (the gateway's own 404/405). */
export function routeOf(method: string, path: string): RouteKey | undefined {
  const pathname = path.split('?')[0] ?? path;
  return templates.find((t) => t.method === method.toUpperCase() && t.pattern.test(pathname))?.key;
}

export class ContractError extends Error {
  override name = 'ContractError';
}

/** A 200 of a route that declares an ETag carries it; only the routes that page send X-Next-Cursor. */
function checkHeaders(where: string, key: RouteKey, headers: Headers): void {
  const declared = declaredHeaders.get(key) ?? [];
  if (declared.includes('ETag') && !headers.get('etag')) throw new ContractError(`${where}: no ETag`);
  if (!declared.includes('X-Next-Cursor') && headers.get('x-next-cursor'))
    throw new ContractError(`${where}: an undeclared X-Next-Cursor`);
}

/** Throws a ContractError when a response breaks the contract of its route. */
export function checkContract(
  method: string,
  path: string,
  response: { status: number; body: unknown; headers: Headers },
): void {
  const where = `${method} ${path} → ${response.status}`;
  if (response.status >= 500) throw new ContractError(`${where}: server error ${JSON.stringify(response.body)}`);
  const key = routeOf(method, path);
  let schema: Success | undefined;
  if (response.status >= 400) schema = refusal;
  else if (key) schema = contract[key][response.status];
  else throw new ContractError(`${where}: a success on a path no route declares`);
  if (!schema) throw new ContractError(`${where}: status not declared for ${key}`);
  if (schema === 'redirect') {
    if (!response.headers.get('location')) throw new ContractError(`${where}: redirect without a Location`);
    return;
  }
  if (schema === 'no-content') {
    if (response.body !== undefined && response.body !== '') throw new ContractError(`${where}: a 204 with a body`);
    return;
  }
  if (schema === 'not-modified') {
    if (response.body !== undefined && response.body !== '') throw new ContractError(`${where}: a 304 with a body`);
    if (!response.headers.get('etag')) throw new ContractError(`${where}: a 304 without its ETag`);
    return;
  }
  if (key && response.status === 200) checkHeaders(where, key, response.headers);
  const parsed = strict(schema).safeParse(response.body);
  if (!parsed.success) throw new ContractError(`${where}: body breaks the contract\n${z.prettifyError(parsed.error)}`);
}
