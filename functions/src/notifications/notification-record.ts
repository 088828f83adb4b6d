import * as z from 'zod/mini';
import { notificationSchema, type Notification } from '@app/shared/notifications/schemas';
import { defineEntity } from '../lib/db/entity';
import { indexKeys, keys } from '../lib/db/keys';

/**
 * A notification as stored: the API shape (its `type` kept as `notification_type`, since `type`
 * is the item kind), its recipient, its expiry (TTL, epoch seconds) and the subject whose task
 * makes it read (notification-subjects.ts), if any.
 */
export const notificationRecordSchema = z.extend(z.omit(notificationSchema, { type: true }), {
  notification_type: notificationSchema.shape.type,
  recipient_id: z.string(),
  expires_at: z.number(),
  subject: z._default(z.nullable(z.string()), null),
});
export type NotificationRecord = z.infer<typeof notificationRecordSchema>;

export const notificationEntity = defineEntity({
  type: 'notification',
  schema: notificationRecordSchema,
  key: (userId: string, id: string) => keys.notification(userId, id),
  keyOf: (n) => keys.notification(n.recipient_id, n.id),
  // Only while unread: the index holds the notifications a task still has to mark read.
  indexes: (n) => (n.subject && !n.read ? indexKeys.unreadNotificationsBySubject(n.subject, n.recipient_id, n.id) : {}),
});

export function toNotification(record: NotificationRecord): Notification {
  const { recipient_id: _recipient, expires_at: _expires, subject: _subject, notification_type: type, ...notification } = record;
  return { ...notification, type };
}
