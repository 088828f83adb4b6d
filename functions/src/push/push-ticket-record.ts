import * as z from 'zod/mini';
import { roleSchema } from '@app/shared/users/schemas';
import { defineEntity } from '../lib/db/entity';

/** A push ticket is stored by the SHA-256 of its text only: the table never holds a usable ticket. */
export const pushTicketKey = (hash: string) => ({ pk: `PUSHTICKET#${hash}`, sk: 'TICKET' });

export const pushTicketRecordSchema = z.object({
  hash: z.string(),
  user_id: z.string(),
  role: roleSchema,
  /** Epoch seconds: refused after it, and removed by the table's TTL some time later. */
  expires_at: z.number().check(z.int()),
});
export type PushTicketRecord = z.infer<typeof pushTicketRecordSchema>;

export const pushTicketEntity = defineEntity({
  type: 'push_ticket',
  schema: pushTicketRecordSchema,
  key: (hash: string) => pushTicketKey(hash),
  keyOf: (ticket) => pushTicketKey(ticket.hash),
});
