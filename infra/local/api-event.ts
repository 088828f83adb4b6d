import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEvent } from 'aws-lambda';

/** The stage the REST API deploys (infra/lib/api.ts); CloudFront's origin path. */
export const LOCAL_STAGE = 'api';

/** Each header's values as the REST API gives them (the name as sent, values in order). */
function headerValues(req: IncomingMessage): Record<string, string[]> {
  const values: Record<string, string[]> = {};
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] ?? '';
    (values[name] ??= []).push(req.rawHeaders[i + 1] ?? '');
  }
  return values;
}

function queryValues(search: URLSearchParams): Record<string, string[]> | null {
  const values: Record<string, string[]> = {};
  for (const key of new Set(search.keys())) values[key] = search.getAll(key);
  return Object.keys(values).length ? values : null;
}

const lastOf = (values: Record<string, string[]>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([name, list]) => [name, list[list.length - 1] ?? '']));

export interface MatchedRoute {
  /** The route's template, the REST API's resource (`/api/orders/{id}`). */
  readonly resource: string;
  readonly params: Record<string, string>;
}

/**
 * Builds the event an API Gateway REST API's Lambda proxy integration hands the domain's Lambda
 * (payload format 1.0) for a Node request: the resource template and decoded path parameters of
 * the method it matched, the raw path without the stage, each header and query parameter both
 * single (the last value) and multi-valued, and, as the API takes every media type as binary
 * (binaryMediaTypes `*\/*`, infra/lib/api.ts), any body base64-encoded.
 */
export function toRestEvent(req: IncomingMessage, url: URL, body: Buffer, route: MatchedRoute): APIGatewayProxyEvent {
  const multiValueHeaders = headerValues(req);
  const multiValueQueryStringParameters = queryValues(url.searchParams);
  const method = req.method ?? 'GET';
  const now = new Date();
  const sourceIp = req.socket.remoteAddress ?? '127.0.0.1';
  const userAgent = req.headers['user-agent'] ?? null;
  return {
    resource: route.resource,
    path: url.pathname,
    httpMethod: method,
    headers: lastOf(multiValueHeaders),
    multiValueHeaders,
    queryStringParameters: multiValueQueryStringParameters ? lastOf(multiValueQueryStringParameters) : null,
    multiValueQueryStringParameters,
    pathParameters: Object.keys(route.params).length ? route.params : null,
    stageVariables: null,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      authorizer: null,
      domainName: req.headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      httpMethod: method,
      identity: {
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        sourceIp,
        user: null,
        userAgent,
        userArn: null,
      },
      path: `/${LOCAL_STAGE}${url.pathname}`,
      protocol: `HTTP/${req.httpVersion}`,
      requestId: randomUUID(),
      requestTime: now.toUTCString(),
      requestTimeEpoch: now.getTime(),
      resourceId: 'local',
      resourcePath: route.resource,
      stage: LOCAL_STAGE,
    },
    body: body.length ? body.toString('base64') : null,
    isBase64Encoded: body.length > 0,
  };
}
