import { pushTicketEntity, type PushTicketRecord } from './push-ticket-record';

/** Stores a new ticket (its hash is random: a clash would only refuse it). */
export async function storeTicket(ticket: PushTicketRecord): Promise<void> {
  if (!(await pushTicketEntity.create(ticket))) throw new Error('push ticket hash already stored');
}

/**
 * Consumes a ticket: one conditional DeleteItem that succeeds once, and only before its expiry.
 * The record it was, or undefined (unknown, already used or expired).
 */
export const consumeTicket = (hash: string, nowSeconds: number): Promise<PushTicketRecord | undefined> =>
  pushTicketEntity.remove(pushTicketEntity.key(hash), {
    expression: 'expires_at > :now',
    values: { ':now': nowSeconds },
  });
