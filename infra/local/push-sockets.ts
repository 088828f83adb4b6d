import { randomBytes } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { handler as socketHandler } from '@app/functions/push/socket-handler';
import { endSocketWithJson } from './gateway';
import { hostOf, socketEvent, type SocketRoute } from './push-socket-event';

/** API Gateway's limit on a WebSocket frame. */
export const MAX_FRAME_BYTES = 128 * 1024;

/** One connection as the management API sees it; `ws` is absent while its $connect runs. */
export interface LocalConnection {
  id: string;
  host: string;
  connectedAt: number;
  lastActiveAt: number;
  sourceIp: string;
  userAgent: string;
  ws?: WebSocket;
  /** Posts that arrived during $connect, sent once the socket is open (API Gateway queues none: harmless here). */
  pending: string[];
}

export interface PushSockets {
  connections: Map<string, LocalConnection>;
  /** Closes every socket (each gets its $disconnect) and answers upgrades 503 until resume. */
  suspend(): Promise<void>;
  resume(): void;
  stop(): Promise<void>;
}

const detailOf = (body: string | undefined, fallback: string) => {
  try {
    return (JSON.parse(body ?? '') as { detail?: string }).detail ?? fallback;
  } catch {
    return fallback;
  }
};

/**
 * The local API Gateway WebSocket API on the gateway's own port (`/ws`): each connect, message
 * and close becomes the $connect, $default and $disconnect event of the same socket handler.
 */
export function attachPushSockets(server: Server): PushSockets {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const connections = new Map<string, LocalConnection>();
  const closing = new Set<Promise<unknown>>();
  let suspended = false;

  const run = (route: SocketRoute, connection: LocalConnection, extra?: { url?: URL; body?: string }) =>
    socketHandler(socketEvent(route, connection, extra));

  const open = (connection: LocalConnection, ws: WebSocket) => {
    connection.ws = ws;
    for (const data of connection.pending.splice(0)) ws.send(data);
    ws.on('message', (data, isBinary) => {
      connection.lastActiveAt = Date.now();
      if (isBinary) return;
      run('$default', connection, { body: String(data) }).catch((error: unknown) => console.error('push $default failed', error));
    });
    ws.on('close', () => {
      connections.delete(connection.id);
      const done = run('$disconnect', connection)
        .catch((error: unknown) => console.error('push $disconnect failed', error))
        .finally(() => closing.delete(done));
      closing.add(done);
    });
  };

  const upgrade = async (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/ws') return endSocketWithJson(socket, 404, 'Ressource introuvable');
    if (suspended) return endSocketWithJson(socket, 503, 'Le canal de notifications est momentanément indisponible.');
    const now = Date.now();
    const connection: LocalConnection = {
      id: randomBytes(12).toString('base64url'),
      host: hostOf(req),
      connectedAt: now,
      lastActiveAt: now,
      sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
      userAgent: req.headers['user-agent'] ?? '',
      pending: [],
    };
    connections.set(connection.id, connection);
    try {
      const result = await run('$connect', connection, { url });
      if (result.statusCode !== 200 || suspended) {
        connections.delete(connection.id);
        if (result.statusCode === 200) await run('$disconnect', connection);
        const status = suspended ? 503 : result.statusCode;
        return endSocketWithJson(socket, status, detailOf(result.body, 'Connexion refusée'));
      }
      wss.handleUpgrade(req, socket, head, (ws) => open(connection, ws));
    } catch (error) {
      connections.delete(connection.id);
      console.error('push $connect failed', error);
      endSocketWithJson(socket, 500, 'Erreur interne du serveur');
    }
  };
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => void upgrade(req, socket, head);
  server.on('upgrade', onUpgrade);

  // Resolves once every socket has closed and its $disconnect has run: a terminated socket emits
  // 'close' a moment later, so its $disconnect is not yet among `closing` when terminate() returns.
  const suspend = async () => {
    suspended = true;
    const sockets = [...connections.values()].flatMap((connection) => (connection.ws ? [connection.ws] : []));
    const closed = sockets.map((ws) =>
      ws.readyState === ws.CLOSED ? Promise.resolve() : new Promise<void>((resolve) => ws.once('close', () => resolve())),
    );
    for (const ws of sockets) ws.terminate();
    await Promise.all(closed);
    await Promise.all([...closing]);
  };
  return {
    connections,
    suspend,
    resume: () => void (suspended = false),
    stop: async () => {
      server.off('upgrade', onUpgrade);
      await suspend();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
