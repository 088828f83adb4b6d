import { randomUUID } from 'node:crypto';
import type { NotificationType } from '@app/shared/notifications/schemas';
import type { TransactionItem } from '../lib/db/transaction';
import { outboxEntity, type EmailKind, type OutboxRecord } from './outbox-record';

/** The notifications that also go out by e-mail, and as which mail. */
const mailOfNotification: Partial<Record<NotificationType, EmailKind>> = {
  file_ready: 'file_ready',
  order_completion: 'file_ready',
  admin_reply: 'admin_reply',
  data_export: 'data_export',
};

export const emailKindOf = (type: NotificationType): EmailKind | undefined => mailOfNotification[type];

export interface OutboxMail {
  kind: EmailKind;
  recipientId: string;
  message?: string;
  orderId?: string | null;
}

/** The new outbox item of a mail, due at once. */
export function outboxRecord(mail: OutboxMail, now = new Date()): OutboxRecord {
  const at = now.toISOString();
  return {
    id: randomUUID(),
    kind: mail.kind,
    recipient_id: mail.recipientId,
    message: mail.message ?? '',
    order_id: mail.orderId ?? null,
    created_at: at,
    status: 'pending',
    attempts: 0,
    next_attempt_at: at,
    claim: null,
    last_error: null,
    done_at: null,
  };
}

/** The write queuing a mail, for the transaction of its event (a fresh id: never refused). */
export const outboxWrite = (mail: OutboxMail, now = new Date()): TransactionItem => outboxEntity.createItem(outboxRecord(mail, now));
