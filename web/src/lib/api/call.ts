/**
 * The typed client of the API: every call names its route by the contract's key
 * (`'GET /api/orders/{id}'`), and its parameters, query, body and answer are typed from that
 * route's schemas (shared/src/api). A changed answer schema fails the typecheck where the web
 * reads it. Only types come from the contract: no schema is shipped to the browser for this.
 */
import type { AnswerOf, BodyInputOf, PathParams, QueryInputOf, RouteKey, RouteOf } from '@app/shared/api/contract';
import { apiExchange, NEXT_CURSOR_HEADER, type ApiAnswer, type ApiPage } from './api-client';
import { routePath } from '@app/shared/api/route-path';

export type { RouteKey };

type Simplify<T> = { [P in keyof T]: T[P] } & {};
type ParamsPart<K extends RouteKey> = [keyof PathParams<K>] extends [never]
  ? { params?: undefined }
  : { params: Simplify<PathParams<K>> };
type QueryPart<K extends RouteKey> = [QueryInputOf<K>] extends [never] ? { query?: undefined } : { query?: QueryInputOf<K> };
/** The body as JSON, or as form fields (FormData) for a route that carries a file. */
type BodyPart<K extends RouteKey> = [BodyInputOf<K>] extends [never]
  ? RouteOf<K> extends { file: true }
    ? { body: FormData }
    : { body?: undefined }
  : Partial<BodyInputOf<K>> extends BodyInputOf<K>
    ? { body?: BodyInputOf<K> | FormData }
    : { body: BodyInputOf<K> | FormData };

/** What a call sends besides its route: path parameters, query, body, and fetch options. */
export type CallInput<K extends RouteKey> = ParamsPart<K> &
  QueryPart<K> &
  BodyPart<K> & { signal?: AbortSignal; headers?: Record<string, string> };

/** The input is optional when nothing in it is required. */
type CallArgs<K extends RouteKey> = Partial<CallInput<K>> extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

/** The item of a list answer. */
export type ItemOf<K extends RouteKey> = AnswerOf<K> extends readonly (infer I)[] ? I : never;

const methodOf = (key: RouteKey) => key.slice(0, key.indexOf(' ')) as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends a call and answers its parsed body with the answer's headers. */
export function callExchange<K extends RouteKey>(key: K, ...[input]: CallArgs<K>): Promise<ApiAnswer<AnswerOf<K>>> {
  const { params, query, body, signal, headers } = (input ?? {}) as CallInput<RouteKey> & {
    params?: Record<string, string>;
    query?: Record<string, string | number | boolean | undefined>;
    body?: unknown;
  };
  return apiExchange<AnswerOf<K>>(routePath(key, params), {
    method: methodOf(key),
    query,
    body: body as FormData | object | undefined,
    signal,
    headers,
  });
}

/** Sends a call and answers its parsed body (undefined for an answer without one). */
export async function call<K extends RouteKey>(key: K, ...args: CallArgs<K>): Promise<AnswerOf<K>> {
  return (await callExchange(key, ...args)).body;
}

/** One page of a paged list: its items and the `X-Next-Cursor` of the next page. */
export async function callPage<K extends RouteKey>(key: K, ...args: CallArgs<K>): Promise<ApiPage<ItemOf<K>>> {
  const { body, headers } = await callExchange(key, ...args);
  return { items: Array.isArray(body) ? (body as ItemOf<K>[]) : [], nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}
