import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { createHash } from 'node:crypto';
import { routes, routeKey, type Domain } from '@app/functions/routes';
import { MAX_LAMBDA_PAYLOAD_BYTES } from '@app/functions/lib/http/body';
import { compileRoutes, MALFORMED_PATH, matchRoute, missResult } from '@app/functions/lib/http/route-match';
import type { HttpResult } from '@app/functions/lib/http/response';
import { SECURITY_HEADERS } from '@app/functions/lib/http/security-headers';
import { toApiEvent } from './api-event';
import { serveStatic } from './static-files';

type LambdaHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<{
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
const mayExceedPayload = (event: APIGatewayProxyEventV2) =>
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

/**
 * CloudFront's origin access control signs a body only with the viewer's own SHA-256 of it
 * (`x-amz-content-sha256`, sent by web/src/lib/api): not checked here, reported once per route.
 */
const warned = new Set<string>();
function warnUnsignedBody(req: IncomingMessage, body: Buffer, key: string): void {
  if (!body.length || warned.has(key)) return;
  const sent = req.headers['x-amz-content-sha256'];
  if (sent === createHash('sha256').update(body).digest('hex')) return;
  warned.add(key);
  console.warn(`${req.method} ${req.url?.slice(0, 200)}: x-amz-content-sha256 ${sent ? 'does not match the body' : 'missing'} (CloudFront would refuse it)`);
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

/** The local API Gateway: mounts the route table and calls the very handlers the Lambdas export. */
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
      if (hit.key === null) {
        const miss = missResult(hit.allow);
        return writeResult(res, { ...miss, headers: { ...SECURITY_HEADERS, ...miss.headers } });
      }
      const domain = must(domainOf.get(hit.key));
      const body = await readBody(req);
      if (body === null) return sendJson(res, 413, { detail: 'Le contenu envoyé est trop volumineux' });
      // Only a browser's calls (Sec-Fetch-*) to the SPA served here: the tests' own requests do not hash bodies.
      if (options.staticDir && req.headers['sec-fetch-mode']) warnUnsignedBody(req, body, hit.key);
      // A function URL's event, as CloudFront hands it to the domain's Lambda: the handler
      // matches its route itself (functions/src/lib/http/route-match.ts).
      const event = toApiEvent(req, url, body);
      // As in the cloud: the event, body base64-encoded when binary, must fit Lambda's 6 MB payload.
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
