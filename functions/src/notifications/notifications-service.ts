import {
  NOTIFICATION_NOT_FOUND,
  NOTIFICATIONS_DELETED,
  type Changes,
  type Notification,
} from '@app/shared/notifications/schemas';
import { keys } from '../lib/db/keys';
import { queryAll, queryFirst } from '../lib/db/query';
import { table } from '../lib/db/table';
import { updateExpression } from '../lib/db/update';
import { keyConditions } from '../lib/db/key-conditions';
import { notFound } from '../lib/errors';
import type { UserRecord } from '../users/user-record';
import { markOneRead } from './mark-read';
import { notificationEntity, toNotification } from './notification-record';

const ownNotifications = (userId: string) => keyConditions.beginsWith(keys.user(userId).pk, keys.notification(userId, '').sk);

/** A notification id as written by notify.ts: anything else names no notification. */
const isNotificationId = (id: string) => /^[0-9a-z]{9}-[0-9a-f-]{36}$/.test(id);

/** GET /api/notifications: the caller's latest notifications, newest first (one Query). */
export async function listNotifications(user: UserRecord, limit: number): Promise<Notification[]> {
  const items = await queryFirst({ ...ownNotifications(user.id), ScanIndexForward: false }, limit);
  return notificationEntity.parseAll(items).map(toNotification);
}

/**
 * PUT /api/notifications/{id}/read: the caller's own notification, read; its unread count
 * drops in the same transaction, once (reading it again changes nothing).
 */
export async function markRead(user: UserRecord, id: string): Promise<Notification> {
  if (!isNotificationId(id)) throw notFound(NOTIFICATION_NOT_FOUND);
  const read = await markOneRead(user.id, id);
  const notification = await notificationEntity.get(user.id, id);
  if (!notification) throw notFound(NOTIFICATION_NOT_FOUND);
  return toNotification(read ? { ...notification, read: true } : notification);
}

/** DELETE /api/notifications/all: every notification of the caller, and its unread count with them. */
export async function deleteAllNotifications(user: UserRecord): Promise<{ detail: string; deleted: number }> {
  const items = await queryAll({ ...ownNotifications(user.id), ProjectionExpression: 'pk, sk, #read', ExpressionAttributeNames: { '#read': 'read' } });
  await table.batchDelete(items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })));
  const unread = items.filter((item) => item.read === false).length;
  await table.update({ Key: keys.user(user.id), ...updateExpression({ add: { unread_notifications: -unread, notifications_version: 1 } }) });
  return { detail: NOTIFICATIONS_DELETED, deleted: items.length };
}

/** GET /api/changes: the caller's change feed, from its account item as authentication read it. */
export const changesOf = (user: UserRecord): Changes => ({
  notifications_version: user.notifications_version,
  unread_notifications: Math.max(0, user.unread_notifications),
  messages_version: user.messages_version,
  unread_messages: Math.max(0, user.unread_messages),
});
