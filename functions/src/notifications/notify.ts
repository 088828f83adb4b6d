import { randomUUID } from 'node:crypto';
import { NOTIFICATION_TTL_DAYS, type NotificationType } from '@app/shared/notifications/schemas';
import { epochSeconds } from '../lib/db/keys';
import type { TransactionItem } from '../lib/db/transaction';
import { feedCountersItem, type FeedCounter } from '../users/user-record';
import { emailKindOf, outboxWrite } from '../email/outbox';
import { notificationEntity, type NotificationRecord } from './notification-record';
import { writeEvent } from './notification-repository';
import { retentionInForce } from '../settings-data/settings-repository';

/** How long new notifications live (settings › retention, issue 24). */
let ttlDays: number = NOTIFICATION_TTL_DAYS;

/** Brings the notifications' lifetime in step with the settings (read at most once a minute). */
export async function refreshNotificationTtl(now = Date.now()): Promise<void> {
  ttlDays = (await retentionInForce(now)).notificationsDays;
}

/** What happened, as its recipients read it. */
export interface NotificationEvent {
  type: NotificationType;
  title: string;
  message: string;
  user_email?: string | null;
  order_id?: string | null;
  /** false: bell only, even for a kind that is e-mailed (a message to every client). */
  email?: false;
  /** What an administrator acts on to have it done (notification-subjects.ts): read then, for every recipient. */
  subject?: string;
  /**
   * The user (a client) whose words or identity the title and message copy: its erasure finds
   * the notification through it and leaves none of them (issue 36).
   */
  about_user_id?: string;
}

/** Who is told of an event, and what. */
export interface Notice {
  recipients: readonly string[];
  event: NotificationEvent;
}

/** Ids sort by time: the newest notification has the greatest sort key. */
export const notificationId = (now: Date) => `${now.getTime().toString(36).padStart(9, '0')}-${randomUUID()}`;

/** One recipient's notification of an event; `id` is given when a retried write must find it again. */
export const notificationRecord = (recipientId: string, event: NotificationEvent, now: Date, id = notificationId(now)): NotificationRecord => ({
  id,
  recipient_id: recipientId,
  notification_type: event.type,
  title: event.title,
  message: event.message,
  read: false,
  created_at: now.toISOString(),
  user_email: event.user_email ?? null,
  order_id: event.order_id ?? null,
  subject: event.subject ?? null,
  about_user_id: event.about_user_id ?? null,
  expires_at: epochSeconds(new Date(now.getTime() + ttlDays * 86_400_000)),
});

const mailKindOf = (event: NotificationEvent) => (event.email === false ? undefined : emailKindOf(event.type));

/**
 * The writes of one event's notifications: for each recipient, the notification and, on its
 * account item, one more unread notification and a new notifications version (the change feed).
 * The account update is unconditional so that an event is never refused because a recipient was
 * deleted a moment before: that leaves a bare counter item no entity reads, and a notification
 * that expires. `alsoAdd` moves more counters of the same account item (a transaction may update
 * an item once: a chat message's change feed goes in the same update, see message-feed.ts).
 * A kind that is also e-mailed (email/outbox.ts) adds the recipient's outbox item: the mail is
 * queued by the same transaction and sent later by the send-emails job.
 */
export function notificationWrites(
  recipientIds: readonly string[],
  event: NotificationEvent,
  now = new Date(),
  alsoAdd: Partial<Record<FeedCounter, number>> = {},
): TransactionItem[] {
  const mailKind = mailKindOf(event);
  return recipientIds.flatMap((recipientId): TransactionItem[] => [
    notificationEntity.putItem(notificationRecord(recipientId, event, now)),
    feedCountersItem(recipientId, { ...alsoAdd, notifications_version: 1, unread_notifications: 1 }, { upsert: true }),
    // The e-mail of the notification, if its kind has one: queued in the same transaction.
    ...(mailKind ? [outboxWrite({ kind: mailKind, recipientId, message: event.message, orderId: event.order_id }, now)] : []),
  ]);
}

/** Each recipient's writes of an event, kept together. */
const groupsOf = (notice: Notice) => notice.recipients.map((id) => notificationWrites([id], notice.event));

/**
 * Writes `items` (the event itself) and the notifications of `notice` in one transaction; when
 * too many recipients would overflow it, the event goes first with the recipients that fit and
 * the others follow in their own transactions. WRITTEN, or the refusal of the event's item that
 * failed (then nothing is written).
 */
export async function writeWithNotifications<R>(items: readonly TransactionItem<R>[], notice?: Notice, options: { attempts?: number } = {}) {
  await refreshNotificationTtl();
  return writeEvent(items, notice ? groupsOf(notice) : [], options);
}

/** Notifies recipients of an event already written (as many recipients a transaction as fit). */
export async function notify(recipientIds: readonly string[], event: NotificationEvent): Promise<void> {
  await refreshNotificationTtl();
  await writeEvent([], groupsOf({ recipients: recipientIds, event }));
}
