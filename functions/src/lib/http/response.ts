import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type HttpResult = APIGatewayProxyStructuredResultV2 & { statusCode: number };

export const json = (data: unknown, statusCode = 200): HttpResult => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify(data),
});

export const noContent = (): HttpResult => ({ statusCode: 204, headers: {}, body: '' });

export const redirect = (location: string): HttpResult => ({
  statusCode: 302,
  headers: { location, 'cache-control': 'no-store' },
  body: '',
});

/** Headers of an answer the browser keeps but asks again for each time, with its ETag. */
export const revalidated = (etag: string) => ({ etag, 'cache-control': 'private, no-cache' });

/** Whether an If-None-Match header names this ETag (weak or strong, or in a list). */
export const matchesTag = (header: string | undefined, etag: string): boolean =>
  !!header && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

/** 304: what the caller holds is current. */
export const notModified = (etag: string): HttpResult => ({ statusCode: 304, headers: revalidated(etag), body: '' });
