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
