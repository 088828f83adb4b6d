import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { PushSocketEvent } from '@app/functions/push/socket-handler';

export type SocketRoute = '$connect' | '$disconnect' | '$default';
const EVENT_TYPES = { $connect: 'CONNECT', $disconnect: 'DISCONNECT', $default: 'MESSAGE' } as const;

/** The API Gateway WebSocket event of one connection's connect, message or close. */
export function socketEvent(
  routeKey: SocketRoute,
  connection: { id: string; connectedAt: number; host: string },
  extra: { url?: URL; body?: string } = {},
): PushSocketEvent {
  const now = new Date();
  const query = extra.url ? Object.fromEntries(extra.url.searchParams) : {};
  return {
    requestContext: {
      routeKey,
      eventType: EVENT_TYPES[routeKey],
      connectionId: connection.id,
      connectedAt: connection.connectedAt,
      messageDirection: 'IN',
      messageId: randomUUID(),
      extendedRequestId: randomUUID(),
      requestId: randomUUID(),
      requestTime: now.toUTCString(),
      requestTimeEpoch: now.getTime(),
      domainName: connection.host,
      stage: '$default',
      apiId: 'local',
    },
    ...(Object.keys(query).length ? { queryStringParameters: query } : {}),
    ...(extra.body !== undefined ? { body: extra.body } : {}),
    isBase64Encoded: false,
  };
}

export const hostOf = (req: IncomingMessage) => req.headers.host ?? 'localhost';
