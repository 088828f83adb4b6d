import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type HttpResult = APIGatewayProxyStructuredResultV2 & { statusCode: number };

declare const answerType: unique symbol;
/**
 * An answer whose JSON body is a `T` (never for an answer without a body). The type exists only
 * for the compiler: an action's answer must match its route's success schemas (route-handler.ts),
 * so a wrong answer does not compile.
 */
export type Reply<T> = HttpResult & { readonly [answerType]: T };

/** The result as the answer of a `T` (the brand has no value at run time). */
const answered = <T>(result: HttpResult): Reply<T> => result as Reply<T>;

export const json = <T>(data: T, statusCode = 200): Reply<T> =>
  answered({
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(data),
  });

/** The same answer as `json(data)` for a `data` already serialized (`text` is `JSON.stringify(data)`). */
export const jsonText = <T>(text: string, statusCode = 200): Reply<T> =>
  answered({ statusCode, headers: { 'content-type': 'application/json; charset=utf-8' }, body: text });

export const noContent = (): Reply<never> => answered({ statusCode: 204, headers: {}, body: '' });

export const redirect = (location: string): Reply<never> =>
  answered({ statusCode: 302, headers: { location, 'cache-control': 'no-store' }, body: '' });

/** Headers of an answer the browser keeps but asks again for each time, with its ETag. */
export const revalidated = (etag: string) => ({ etag, 'cache-control': 'private, no-cache' });

/** Whether an If-None-Match header names this ETag (weak or strong, or in a list). */
export const matchesTag = (header: string | undefined, etag: string): boolean =>
  !!header && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

/** 304: what the caller holds is current. */
export const notModified = (etag: string): Reply<never> =>
  answered({ statusCode: 304, headers: revalidated(etag), body: '' });
