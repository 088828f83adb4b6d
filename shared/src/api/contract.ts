import type * as z from 'zod/mini';
import { accountRoutes } from './accounts';
import { auditRoutes } from './audit';
import { authRoutes } from './auth';
import { catalogRoutes } from './catalog';
import { contentRoutes } from './content';
import { creditRoutes } from './credits';
import { invoiceRoutes } from './invoices';
import { libraryRoutes } from './library';
import { messagingRoutes } from './messaging';
import { orderRoutes } from './orders';
import { privacyRoutes } from './privacy';
import { routeKey, type Access, type Domain, type RouteDef } from './route';

export {
  domains,
  type Access,
  type Answer,
  type AnswerHeader,
  type BodylessAnswer,
  type Domain,
  type Method,
  type RouteDef,
  type PathParamSchema,
  pathParamNames,
  pathParamSchemas,
  routeKey,
} from './route';

/**
 * THE contract of the API: every route once, with its schemas. Order matters where two
 * templates overlap (the local gateway takes the first that matches).
 */
export const routes = [
  ...authRoutes,
  ...accountRoutes,
  ...messagingRoutes,
  ...contentRoutes,
  ...catalogRoutes,
  ...orderRoutes,
  ...libraryRoutes,
  ...invoiceRoutes,
  ...creditRoutes,
  ...auditRoutes,
  ...privacyRoutes,
] as const;

export type AppRoute = (typeof routes)[number];
export type RouteKey<D extends Domain = Domain> =
  Extract<AppRoute, { domain: D }> extends infer R
    ? R extends { method: infer M extends string; path: infer P extends string }
      ? `${M} ${P}`
      : never
    : never;

/** The route of a key: `RouteOf<'GET /api/orders'>['responses'][200]`. */
export type RouteOf<K extends RouteKey> = { [R in AppRoute as `${R['method']} ${R['path']}`]: R }[K];

/** The access level of a route key. */
export type AccessOf<K extends RouteKey> = RouteOf<K>['access'] & Access;

/** The path parameters of a route key: '/api/orders/{id}/download/{version}' → { id; version }. */
export type PathParams<K extends string> = K extends `${string}{${infer Name}}${infer Rest}`
  ? { [P in Name]: string } & PathParams<Rest>
  : unknown;

const byKey = new Map<string, RouteDef>(routes.map((route) => [routeKey(route), route]));
/** The contract entry of a key (undefined for a key no route declares). */
export const routeOfKey = (key: string): RouteDef | undefined => byKey.get(key);

type JsonAnswers<R, Side extends 'in' | 'out'> = R extends { responses: infer Rs }
  ? {
      [S in keyof Rs]: Rs[S] extends z.ZodMiniType ? (Side extends 'in' ? z.input<Rs[S]> : z.output<Rs[S]>) : never;
    }[keyof Rs]
  : never;
type OrUndefined<T> = [T] extends [never] ? undefined : T;

/**
 * The JSON a route answers on success, as the web reads it: the union of its success schemas'
 * outputs (undefined for a route whose successes carry no body). The client's `call` returns it.
 */
export type AnswerOf<K extends RouteKey> = OrUndefined<JsonAnswers<RouteOf<K>, 'out'>>;

/** What an action must give `json()` for a route: anything its success schemas accept. */
export type AnswerInputOf<K extends RouteKey> = JsonAnswers<RouteOf<K>, 'in'>;

/** The query string a route reads: its schema's keys, each a string, number or boolean. */
export type QueryInputOf<K extends RouteKey> =
  RouteOf<K> extends { query: infer Q extends z.ZodMiniType }
    ? { [P in keyof z.input<Q>]?: string | number | boolean | undefined }
    : never;

/**
 * Keys whose schema accepts anything (a z.preprocess reads `unknown`, blank included) may be left
 * out: zod's input type marks them required.
 */
type LooseInput<T> = T extends object
  ? { [P in keyof T as unknown extends T[P] ? P : never]?: T[P] } & {
      [P in keyof T as unknown extends T[P] ? never : P]: T[P];
    }
  : T;

/** The body a route takes: its schema's input (as JSON, or as form fields when it carries a file). */
export type BodyInputOf<K extends RouteKey> =
  RouteOf<K> extends { body: infer B extends z.ZodMiniType }
    ? LooseInput<z.input<B>>
    : RouteOf<K> extends { rawBody: infer B extends z.ZodMiniType }
      ? z.input<B>
      : never;
