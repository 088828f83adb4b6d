import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** Content types API Gateway passes as text; any other body arrives base64-encoded. */
const TEXT_TYPES = [/^text\//, /^application\/(json|xml|javascript|x-www-form-urlencoded)/, /\+json$/, /\+xml$/];

function isText(contentType: string | undefined): boolean {
  const media = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return TEXT_TYPES.some((pattern) => pattern.test(media));
}

function joinedHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  return headers;
}

function queryParameters(search: URLSearchParams): Record<string, string> | undefined {
  const out: Record<string, string> = {};
  for (const key of new Set(search.keys())) out[key] = search.getAll(key).join(',');
  return Object.keys(out).length ? out : undefined;
}

/**
 * Builds the event (payload format 2.0) a Lambda function URL hands its function for a Node
 * request: route key `$default`, no path parameters (the handler matches its route).
 */
export function toApiEvent(req: IncomingMessage, url: URL, body: Buffer): APIGatewayProxyEventV2 {
  const routeKey = '$default';
  const headers = joinedHeaders(req);
  const text = isText(headers['content-type']);
  const now = new Date();
  const cookies = req.headers.cookie?.split(';').map((c) => c.trim()).filter(Boolean);
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    ...(cookies?.length ? { cookies } : {}),
    headers,
    queryStringParameters: queryParameters(url.searchParams),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: req.method ?? 'GET',
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    body: body.length ? body.toString(text ? 'utf8' : 'base64') : undefined,
    isBase64Encoded: body.length > 0 && !text,
  } as APIGatewayProxyEventV2;
}
