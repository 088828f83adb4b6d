import * as z from 'zod/mini';
import { notificationSchema, type Notification } from '@app/shared/notifications/schemas';
import { defineEntity } from '../lib/db/entity';
import { indexKeys, keys } from '../lib/db/keys';

/**
 * A notification as stored: the API shape (its `type` kept as `notification_type`, since `type`
 * is the item kind), its recipient, its expiry (TTL, epoch seconds), the subject whose task
 * makes it read (notification-subjects.ts), if any, and the user it copies words of, if any.
 */
export const notificationRecordSchema = z.extend(z.omit(notificationSchema, { type: true }), {
  notification_type: notificationSchema.shape.type,
  recipient_id: z.string(),
  expires_at: z.number(),
  subject: z._default(z.nullable(z.string()), null),
  /** The user (a client) whose words or identity it copies, if any: found again at its erasure. */
  about_user_id: z._default(z.nullable(z.string()), null),
});
export type NotificationRecord = z.infer<typeof notificationRecordSchema>;

export const notificationEntity = defineEntity({
  type: 'notification',
  schema: notificationRecordSchema,
  key: (userId: string, id: string) => keys.notification(userId, id),
  keyOf: (n) => keys.notification(n.recipient_id, n.id),
  indexes: (n) => ({
    // Only while unread: the index holds the notifications a task still has to mark read.
    ...(n.subject && !n.read ? indexKeys.unreadNotificationsBySubject(n.subject, n.recipient_id, n.id) : {}),
    // Only while unread: the index holds an order's notifications that acting on it marks read.
    ...(n.order_id && !n.read ? indexKeys.unreadNotificationsByOrder(n.order_id, n.recipient_id, n.id) : {}),
    ...(n.about_user_id ? indexKeys.notificationsAbout(n.about_user_id, n.recipient_id, n.id) : {}),
  }),
});

export function toNotification(record: NotificationRecord): Notification {
  const { recipient_id: _recipient, expires_at: _expires, subject: _subject, about_user_id: _about, notification_type: type, ...notification } = record;
  return { ...notification, type };
}
