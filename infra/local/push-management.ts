import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readBody } from './gateway';
import { MAX_FRAME_BYTES, type LocalConnection } from './push-sockets';

const PATH = /^\/@connections\/([^/]+)$/;

/** An error as the management API answers it: the SDK reads its name from `x-amzn-errortype`. */
function fail(res: ServerResponse, status: number, name: string, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': name });
  res.end(JSON.stringify({ message }));
}

async function post(connection: LocalConnection, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readBody(req, MAX_FRAME_BYTES);
  if (body === null) return fail(res, 413, 'PayloadTooLargeException', 'Payload too large');
  const text = body.toString('utf8');
  if (connection.ws) connection.ws.send(text);
  else connection.pending.push(text);
  res.writeHead(200).end();
}

function describe(connection: LocalConnection, res: ServerResponse): void {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      ConnectedAt: new Date(connection.connectedAt).toISOString(),
      LastActiveAt: new Date(connection.lastActiveAt).toISOString(),
      Identity: { SourceIp: connection.sourceIp, UserAgent: connection.userAgent },
    }),
  );
}

/**
 * The API Gateway management API (`POST|GET|DELETE /@connections/{id}`, as the SDK calls it) on
 * its own server, on 127.0.0.1 only: the browser never reaches it. An unknown connection is 410.
 */
export async function startPushManagement(connections: Map<string, LocalConnection>): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const match = PATH.exec(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (!match?.[1]) return fail(res, 404, 'NotFoundException', 'Not found');
    const connection = connections.get(decodeURIComponent(match[1]));
    if (!connection) return fail(res, 410, 'GoneException', 'Gone');
    if (req.method === 'POST') return void post(connection, req, res).catch(() => fail(res, 500, 'InternalServerErrorException', 'Internal error'));
    if (req.method === 'GET') return describe(connection, res);
    if (req.method === 'DELETE') {
      connection.ws?.close(1000);
      return void res.writeHead(204).end();
    }
    fail(res, 405, 'MethodNotAllowedException', 'Method not allowed');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
