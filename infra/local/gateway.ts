import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { routes, routeKey, type Domain } from '@app/functions/routes';
import { MAX_LAMBDA_PAYLOAD_BYTES } from '@app/functions/lib/http/body';
import { compileRoutes, MALFORMED_PATH, matchRoute } from '@app/functions/lib/http/route-match';
import type { HttpResult } from '@app/functions/lib/http/response';
import { SECURITY_HEADERS } from '@app/functions/lib/http/security-headers';
import { BODY_TOO_LARGE, NO_SUCH_ROUTE } from '../lib/gateway-responses';
import { toRestEvent } from './api-event';
import { serveStatic } from './static-files';

type LambdaHandler = (event: APIGatewayProxyEvent, context: Context) => Promise<{
  statusCode: number;
  headers?: Record<string, string | number | boolean>;
  body?: string;
  isBase64Encoded?: boolean;
  cookies?: string[];
}>;

/** API Gateway's own limit on a request body. */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

const JSON_TYPE = 'application/json; charset=utf-8';

const sendJson = (res: ServerResponse, status: number, data: unknown) => {
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': JSON_TYPE });
  res.end(JSON.stringify(data));
};

/**
 * A request Node could not parse (a URL or headers over its 16 KB limit, a broken request line)
 * never reaches the handler: answered here, as every other refusal, with a JSON `{detail}`.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable || error.code === 'ECONNRESET') {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  endSocketWithJson(socket, tooLarge ? 431 : 400, tooLarge ? "L'adresse ou les en-têtes de la requête sont trop longs" : 'Requête mal formée');
}

/** Answers on a raw socket (no ServerResponse: a refused parse or WebSocket upgrade) with a JSON `{detail}`, then closes it. */
export function endSocketWithJson(socket: Duplex, status: number, detail: string): void {
  const body = JSON.stringify({ detail });
  const headers = { ...SECURITY_HEADERS, 'content-type': JSON_TYPE, 'content-length': Buffer.byteLength(body), connection: 'close' };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
}

/** The request's body, or null past `max` bytes (read to its end either way). */
export function readBody(req: IncomingMessage, max = MAX_REQUEST_BYTES): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= max) chunks.push(chunk);
    });
    req.on('end', () => resolve(size > max ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * Whether an event may be past Lambda's payload: only when its body is near it (the rest of an
 * event is its headers, at most Node's 16 KB, and a few short fields; a character of text is at
 * most 3 bytes of UTF-8), so the event of an ordinary call is never serialised just to be measured.
 */
const mayExceedPayload = (event: APIGatewayProxyEvent) =>
  (event.body?.length ?? 0) * 3 > MAX_LAMBDA_PAYLOAD_BYTES - 64 * 1024;

const must = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error('A matched route key has no domain');
  return value;
};

/** A Lambda's answer (or the matcher's refusal) as the HTTP response. */
function writeResult(res: ServerResponse, result: HttpResult): void {
  const headers: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(result.headers ?? {})) headers[k] = String(v);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  res.writeHead(result.statusCode, headers);
  res.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
}

function lambdaContext(requestId: string, domain: Domain): Context {
  return { awsRequestId: requestId, functionName: `local-${domain}`, getRemainingTimeInMillis: () => 15_000 } as Context;
}

export interface GatewayOptions {
  port: number;
  host?: string;
  /** Built SPA to serve for every non-API path; omitted in API-only tests. */
  staticDir?: string;
}

/**
 * The local API Gateway: mounts the route table as the REST API's methods (infra/lib/api.ts) and
 * calls the very handlers the Lambdas export with the event the REST API sends (payload 1.0).
 * A path or method no route declares gets the REST API's own answer (404, gateway-responses.ts).
 */
export async function startGateway(options: GatewayOptions): Promise<{ server: Server; url: string; stop: () => Promise<void> }> {
  const table = compileRoutes(routes.map(routeKey));
  const domainOf = new Map<string, Domain>(routes.map((route) => [routeKey(route), route.domain]));
  const handlers = new Map<Domain, Promise<LambdaHandler>>();
  const load = (domain: Domain) => {
    const loaded = handlers.get(domain) ?? import(`@app/functions/${domain}/index`).then((m: { handler: LambdaHandler }) => m.handler);
    handlers.set(domain, loaded);
    return loaded;
  };

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (!url.pathname.startsWith('/api/') && url.pathname !== '/api') {
        if (options.staticDir && (req.method === 'GET' || req.method === 'HEAD')) return serveStatic(options.staticDir, url, res);
        return sendJson(res, 404, { detail: 'Ressource introuvable' });
      }
      const hit = matchRoute(table, req.method ?? '', url.pathname);
      if (hit.key === null) return sendJson(res, NO_SUCH_ROUTE.status ?? 404, { detail: NO_SUCH_ROUTE.detail });
      const domain = must(domainOf.get(hit.key));
      const body = await readBody(req);
      if (body === null) return sendJson(res, BODY_TOO_LARGE.status ?? 413, { detail: BODY_TOO_LARGE.detail });
      // The REST API's event for the method matched: its resource is the route's template.
      const event = toRestEvent(req, url, body, { resource: hit.key.slice(hit.key.indexOf(' ') + 1), params: hit.params });
      // As in the cloud: the event, body base64-encoded, must fit Lambda's 6 MB payload.
      if (mayExceedPayload(event) && Buffer.byteLength(JSON.stringify(event)) > MAX_LAMBDA_PAYLOAD_BYTES) {
        return sendJson(res, 413, { detail: 'Le contenu envoyé est trop volumineux' });
      }
      const handler = await load(domain);
      writeResult(res, await handler(event, lambdaContext(event.requestContext.requestId, domain)));
    } catch (error) {
      if (error instanceof URIError) return sendJson(res, 400, { detail: MALFORMED_PATH });
      // What a Lambda crash would be in the cloud: this request fails, the next one is served.
      console.error('gateway error', req.method, req.url?.slice(0, 200), error);
      if (!res.headersSent) sendJson(res, 500, { detail: 'Erreur interne du serveur' });
      else res.end();
    }
  });
  server.on('clientError', answerClientError);
  await new Promise<void>((resolve) => server.listen(options.port, options.host ?? '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    server,
    url: `http://localhost:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
