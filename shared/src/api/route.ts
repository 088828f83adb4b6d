import * as z from 'zod/mini';

/**
 * What one route of the API is: its method and path, the Lambda (domain) that answers it, who
 * may call it, and the zod schemas of what goes in and comes out. The whole contract is a list
 * of these (contract.ts); the functions' route table, CDK, the local gateway, the integration
 * contract check and the OpenAPI document all read it.
 *
 * Access:
 * - public: no token;
 * - session: any signed-in account that is not disabled (a pending client may read itself);
 * - user: approved account, any role;
 * - client: approved client;
 * - admin: administrator.
 */
export const domains = ['auth', 'accounts', 'catalog', 'orders', 'content', 'messaging', 'invoices', 'credits'] as const;
export type Domain = (typeof domains)[number];
export type Access = 'public' | 'session' | 'user' | 'client' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A success without a JSON body: a 302 to a presigned link, a 304 for a held ETag, a 204. */
export type BodylessAnswer = 'redirect' | 'not-modified' | 'no-content';
export type Answer = z.ZodMiniType | BodylessAnswer;
/** Headers a success may carry: the next page's cursor, the version the caller can hold. */
export type AnswerHeader = 'X-Next-Cursor' | 'ETag';

export interface RouteDef {
  readonly method: Method;
  readonly path: string;
  readonly domain: Domain;
  readonly access: Access;
  /** A short English summary (the OpenAPI operation's). */
  readonly summary?: string;
  /** The schema of each `{segment}` of the path (shared/src/api/params.ts): every one declared. */
  readonly params?: Readonly<Record<string, PathParamSchema>>;
  /** The query string, as the action validates it. */
  readonly query?: z.ZodMiniType;
  /** The body: JSON, or the same fields sent as multipart/form-data when `file` is set. */
  readonly body?: z.ZodMiniType;
  /** The call may carry one file in the `file` part (multipart/form-data, with the body's fields). */
  readonly file?: boolean;
  /** The raw body as a bare value (the refresh token as text, or JSON). */
  readonly rawBody?: z.ZodMiniType;
  /** Each success status and its answer. */
  readonly responses: Readonly<Partial<Record<number, Answer>>>;
  /** Refusals beyond those its shape implies (400 for input, 401/403 off public, 404 for a path id...). */
  readonly refusals?: readonly number[];
  /** Headers of the 200 answer. */
  readonly headers?: readonly AnswerHeader[];
}

export const ok = <S extends z.ZodMiniType>(schema: S) => ({ 200: schema }) as const;
export const created = <S extends z.ZodMiniType>(schema: S) => ({ 201: schema }) as const;

/** A list paged through `X-Next-Cursor`. */
export const paged = ['X-Next-Cursor'] as const;

/** A polled list: 304 while the caller's ETag is current, older pages through `X-Next-Cursor`. */
export const polledPage = <S extends z.ZodMiniType>(item: S) =>
  ({ responses: { 200: z.array(item), 304: 'not-modified' }, headers: ['ETag', 'X-Next-Cursor'] }) as const;

export const routeKey = (route: Pick<RouteDef, 'method' | 'path'>): string => `${route.method} ${route.path}`;

/** The names of a path's `{segments}`. */
export const pathParamNames = (path: string): string[] => [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? '');

/** A path parameter's schema: a bounded string whose every issue is the route's not-found message. */
export type PathParamSchema = z.ZodMiniType<string, string>;

/**
 * The schemas of a route's path parameters, in path order. Throws when a `{segment}` has none or
 * a schema names no segment: the router and the document read every id through its schema.
 */
export function pathParamSchemas(route: Pick<RouteDef, 'method' | 'path' | 'params'>): [string, PathParamSchema][] {
  const names = pathParamNames(route.path);
  const extra = Object.keys(route.params ?? {}).filter((name) => !names.includes(name));
  if (extra.length) throw new Error(`${routeKey(route)}: no {${extra.join('}, {')}} in the path`);
  return names.map((name) => {
    const schema = route.params?.[name];
    if (!schema) throw new Error(`${routeKey(route)}: no schema for {${name}}`);
    return [name, schema];
  });
}

/** The routes one Lambda answers, without the rest of the contract (see domainRoutes). */
export interface DomainRoutes<D extends Domain> {
  readonly domain: D;
  readonly routes: readonly RouteDef[];
}

/**
 * A domain's entries of the route files given (a file may hold routes of several domains). A
 * Lambda imports only these files rather than contract.ts: its bundle then holds and builds the
 * schemas of its own routes, not the whole table's (docs/decisions/025-lambda-size.md).
 */
export const domainRoutes = <D extends Domain>(domain: D, ...files: readonly (readonly RouteDef[])[]): DomainRoutes<D> => ({
  domain,
  routes: files.flat().filter((route) => route.domain === domain),
});
