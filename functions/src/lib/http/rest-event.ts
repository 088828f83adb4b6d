import type { APIGatewayProxyEvent, APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The event of an API Gateway REST API's Lambda proxy integration (payload format 1.0), as the
 * domain Lambdas receive it in the cloud and from the local gateway (decision 031).
 */
export type RestEvent = APIGatewayProxyEvent;
/** What the handlers read: the 2.0 shape, built once at the start of the chain. */
export type HttpEvent = APIGatewayProxyEventV2;

export const isRestEvent = (event: RestEvent | HttpEvent): event is RestEvent =>
  typeof (event as Partial<RestEvent>).httpMethod === 'string' && typeof (event as Partial<RestEvent>).resource === 'string';

/** Header names lowercased, repeated values joined with a comma (as payload 2.0 gives them). */
function joinedHeaders(event: RestEvent): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(event.headers ?? {})) if (value !== undefined) headers[name.toLowerCase()] = value;
  for (const [name, values] of Object.entries(event.multiValueHeaders ?? {})) {
    if (values?.length) headers[name.toLowerCase()] = values.join(',');
  }
  return headers;
}

/** Query parameters, a repeated one's values joined with a comma (payload 2.0's shape). */
function joinedQuery(event: RestEvent): Record<string, string> | undefined {
  const multi = event.multiValueQueryStringParameters;
  const query: Record<string, string> = {};
  if (!multi) {
    for (const [name, value] of Object.entries(event.queryStringParameters ?? {})) if (value !== undefined) query[name] = value;
    return Object.keys(query).length ? query : undefined;
  }
  for (const [name, values] of Object.entries(multi)) if (values?.length) query[name] = values.join(',');
  return Object.keys(query).length ? query : undefined;
}

function rawQuery(event: RestEvent): string {
  const multi = event.multiValueQueryStringParameters ?? {};
  const pairs = Object.entries(multi).flatMap(([name, values]) => (values ?? []).map((value): [string, string] => [name, value]));
  return new URLSearchParams(pairs).toString();
}

/**
 * A REST API's event in the 2.0 shape the handlers read: the route key is the method and the
 * resource template (`GET /api/orders/{id}`, a key of the contract since every method is one
 * route), path parameters as API Gateway decoded them, the body as sent (base64 when the API
 * took it as binary). The one place that knows the REST format; a 2.0 event passes unchanged.
 */
export function toHttpEvent(event: RestEvent | HttpEvent): HttpEvent {
  if (!isRestEvent(event)) return event;
  const headers = joinedHeaders(event);
  const routeKey = `${event.httpMethod} ${event.resource}`;
  const context = event.requestContext;
  // Payload 2.0 moves the Cookie header to `cookies`.
  const cookies = headers.cookie?.split(';').map((c) => c.trim()).filter(Boolean);
  delete headers.cookie;
  return {
    version: '2.0',
    routeKey,
    rawPath: event.path,
    rawQueryString: rawQuery(event),
    ...(cookies?.length ? { cookies } : {}),
    headers,
    queryStringParameters: joinedQuery(event),
    pathParameters: event.pathParameters ?? undefined,
    requestContext: {
      accountId: context.accountId,
      apiId: context.apiId,
      domainName: context.domainName ?? headers.host ?? '',
      domainPrefix: context.domainPrefix ?? '',
      http: {
        method: event.httpMethod,
        path: event.path,
        protocol: context.protocol,
        sourceIp: context.identity?.sourceIp ?? '',
        userAgent: context.identity?.userAgent ?? headers['user-agent'] ?? '',
      },
      requestId: context.requestId,
      routeKey,
      stage: context.stage,
      time: context.requestTime ?? new Date(context.requestTimeEpoch).toUTCString(),
      timeEpoch: context.requestTimeEpoch,
    },
    body: event.body ?? undefined,
    isBase64Encoded: event.isBase64Encoded,
  };
}
