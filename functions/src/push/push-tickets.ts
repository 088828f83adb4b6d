import { createHash, randomBytes } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { PUSH_TICKET_TTL_SECONDS, type PushTicket } from '@app/shared/push/push-message';
import type { Role } from '@app/shared/users/schemas';
import { unavailable } from '../lib/errors';
import { epochSeconds } from '../lib/db/keys';
import { storeTicket } from './push-ticket-repository';

const TICKET_BYTES = 32;
const SOCKET_URL = /^wss?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/;
/** A host name or address with an optional port: anything else is not put in a URL. */
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

export const ticketHash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * The socket's address: PUSH_URL where the deployment sets it, else the gateway the call came
 * through (`ws(s)://{host}/ws`, the local stack's WebSocket endpoint).
 */
export function socketUrl(event: Pick<APIGatewayProxyEventV2, 'headers'>): string {
  const configured = process.env.PUSH_URL?.trim();
  if (configured) {
    if (!SOCKET_URL.test(configured)) throw new Error('PUSH_URL must be a ws:// or wss:// URL');
    return configured;
  }
  const host = event.headers?.host ?? '';
  if (!HOST.test(host)) throw unavailable('Le canal de notifications est indisponible.');
  const secure = (event.headers?.['x-forwarded-proto'] ?? '').split(',')[0]?.trim().toLowerCase() === 'https';
  return `${secure ? 'wss' : 'ws'}://${host}/ws`;
}

/** POST /api/push/ticket: a single-use ticket for one WebSocket connection, valid a few seconds. */
export async function issueTicket(user: { id: string; role: Role }, event: Pick<APIGatewayProxyEventV2, 'headers'>): Promise<PushTicket> {
  const url = socketUrl(event);
  const ticket = randomBytes(TICKET_BYTES).toString('base64url');
  const expiresAt = epochSeconds(new Date()) + PUSH_TICKET_TTL_SECONDS;
  await storeTicket({ hash: ticketHash(ticket), user_id: user.id, role: user.role, expires_at: expiresAt });
  return { ticket, url, expires_in: PUSH_TICKET_TTL_SECONDS };
}
