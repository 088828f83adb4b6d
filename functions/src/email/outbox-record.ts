import * as z from 'zod/mini';
import { defineEntity } from '../lib/db/entity';

/** What an e-mail says; each kind has its subject and its text (render.ts). */
export const emailKinds = ['file_ready', 'admin_reply', 'account_approved', 'data_export', 'credits_purchased'] as const;
export type EmailKind = (typeof emailKinds)[number];

export const outboxStatuses = ['pending', 'sent', 'skipped', 'failed'] as const;

/**
 * One e-mail to send, written in the same transaction as its event. The recipient's address and
 * preference are read at send time, so the item holds only the recipient's id and the event's
 * own words.
 */
export const outboxRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(emailKinds),
  recipient_id: z.string(),
  /** The notification's message (a delivered version, a reply), shown in the mail. */
  message: z._default(z.string(), ''),
  order_id: z._default(z.nullable(z.string()), null),
  created_at: z.string(),
  status: z.enum(outboxStatuses),
  /** Claims so far (a claim is an attempt). */
  attempts: z._default(z.number(), 0),
  /** When a drain may take it next: its place in the queue while pending. */
  next_attempt_at: z.string(),
  /** The claim that owns it now: only its holder may settle it. */
  claim: z._default(z.nullable(z.string()), null),
  /** The last failure's kind (an SDK error name, never an address or a secret). */
  last_error: z._default(z.nullable(z.string()), null),
  done_at: z._default(z.nullable(z.string()), null),
  /** TTL (epoch seconds) once sent, skipped or given up. */
  expires_at: z.optional(z.number()),
});
export type OutboxRecord = z.infer<typeof outboxRecordSchema>;

export const outboxKeys = {
  item: (id: string) => ({ pk: `OUTBOX#${id}`, sk: 'OUTBOX' }),
  /** The queue: a sparse gsi3 partition holding pending items only, due first. */
  queue: (due: string, id: string) => ({ gsi3pk: 'OUTBOX', gsi3sk: `${due}#${id}` }),
  /** One recipient's mails (gsi4), so that an erased client's go with it (issue 24). */
  recipient: (recipientId: string, createdAt: string, id: string) => ({ gsi4pk: `OUTBOXTO#${recipientId}`, gsi4sk: `${createdAt}#${id}` }),
} as const;

export const outboxEntity = defineEntity({
  type: 'outbox',
  schema: outboxRecordSchema,
  key: (id: string) => outboxKeys.item(id),
  keyOf: (item) => outboxKeys.item(item.id),
  indexes: (item) => ({
    ...outboxKeys.recipient(item.recipient_id, item.created_at, item.id),
    ...(item.status === 'pending' ? outboxKeys.queue(item.next_attempt_at, item.id) : {}),
  }),
});
