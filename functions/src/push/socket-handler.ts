import type { APIGatewayProxyStructuredResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { pushClientMessageSchema } from '@app/shared/push/push-message';
import { admit } from '../lib/auth/authenticate';
import { epochSeconds } from '../lib/db/keys';
import { logger } from '../lib/logger';
// The account's record only: the users repository would pull orders, counters and notifications
// into this bundle (and their table rights into this function's grants).
import { userEntity } from '../users/user-record';
import { PUSH_CONNECTION_TTL_SECONDS } from './push-connection-record';
import { deleteConnection, saveConnection } from './push-connection-repository';
import { consumeTicket } from './push-ticket-repository';
import { ticketHash } from './push-tickets';

/** The WebSocket event API Gateway sends; `$connect` also carries the query string. */
export type PushSocketEvent = APIGatewayProxyWebsocketEventV2 & {
  queryStringParameters?: Record<string, string | undefined> | null;
};
export type PushSocketResult = APIGatewayProxyStructuredResultV2 & { statusCode: number };

const answer = (statusCode: number, detail?: string): PushSocketResult => ({
  statusCode,
  ...(detail ? { headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify({ detail }) } : {}),
});
const REFUSED = answer(401, 'Ticket de connexion invalide ou expiré');
const TICKET_MAX = 128;

/**
 * The account behind a ticket, if it may still have one: not disabled, and approved or a client
 * waiting for its approval (POST /api/push/ticket's rules, decision 035).
 */
async function admittedAccount(userId: string) {
  const user = await userEntity.get(userId);
  if (!user) return undefined;
  try {
    return admit(user, 'session');
  } catch {
    return undefined;
  }
}

/** $connect: the ticket is consumed (single use, before its expiry), then the account re-read. */
async function connect(event: PushSocketEvent): Promise<PushSocketResult> {
  const ticket = event.queryStringParameters?.ticket;
  if (!ticket || ticket.length > TICKET_MAX) return REFUSED;
  const now = new Date();
  const claimed = await consumeTicket(ticketHash(ticket), epochSeconds(now));
  const user = claimed && (await admittedAccount(claimed.user_id));
  if (!user) return REFUSED;
  const connectionId = event.requestContext.connectionId;
  await saveConnection({
    connection_id: connectionId,
    user_id: user.id,
    role: user.role,
    connected_at: now.toISOString(),
    expires_at: epochSeconds(now) + PUSH_CONNECTION_TTL_SECONDS,
  });
  logger.info('push connected', { connectionId, userId: user.id });
  return answer(200);
}

/** $default: the tab's keepalive; nothing else is spoken on this channel. */
function message(event: PushSocketEvent): PushSocketResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(event.body ?? '');
  } catch {
    parsed = undefined;
  }
  return pushClientMessageSchema.safeParse(parsed).success ? answer(200) : answer(400, 'Message non pris en charge');
}

/** API Gateway WebSocket routes `$connect`, `$disconnect` and `$default` (decision 016). */
export async function handler(event: PushSocketEvent): Promise<PushSocketResult> {
  switch (event.requestContext.routeKey) {
    case '$connect':
      return connect(event);
    case '$disconnect':
      await deleteConnection(event.requestContext.connectionId);
      return answer(200);
    case '$default':
      return message(event);
    default:
      return answer(400, 'Route inconnue');
  }
}
