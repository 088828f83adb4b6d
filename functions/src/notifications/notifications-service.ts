import { NOTIFICATION_ID_PATTERN } from '@app/shared/api/params';
import {
  NOTIFICATION_NOT_FOUND,
  NOTIFICATIONS_DELETED,
  type Changes,
  type Notification,
} from '@app/shared/notifications/schemas';
import { notFound } from '../lib/errors';
import type { UserRecord } from '../users/user-record';
import { deleteNotificationsOf } from './notification-deletion-repository';
import { getNotification, latestNotifications, markOneRead } from './notification-repository';
import { toNotification } from './notification-record';

/** A notification id as notify.ts and new-order-notifications.ts write it: anything else names no notification. */
const isNotificationId = (id: string) => NOTIFICATION_ID_PATTERN.test(id);

/** GET /api/notifications: the caller's latest notifications, newest first (one Query). */
export async function listNotifications(user: UserRecord, limit: number): Promise<Notification[]> {
  return (await latestNotifications(user.id, limit)).map(toNotification);
}

/**
 * PUT /api/notifications/{id}/read: the caller's own notification, read; its unread count
 * drops in the same transaction, once (reading it again changes nothing).
 */
export async function markRead(user: UserRecord, id: string): Promise<Notification> {
  if (!isNotificationId(id)) throw notFound(NOTIFICATION_NOT_FOUND);
  const read = await markOneRead(user.id, id);
  const notification = await getNotification(user.id, id);
  if (!notification) throw notFound(NOTIFICATION_NOT_FOUND);
  return toNotification(read ? { ...notification, read: true } : notification);
}

/** DELETE /api/notifications/all: every notification of the caller, and its unread count with them. */
export async function deleteAllNotifications(user: UserRecord): Promise<{ detail: string; deleted: number }> {
  return { detail: NOTIFICATIONS_DELETED, deleted: await deleteNotificationsOf(user.id) };
}

/** GET /api/changes: the caller's change feed, from its account item as authentication read it. */
export const changesOf = (user: UserRecord): Changes => ({
  notifications_version: user.notifications_version,
  unread_notifications: Math.max(0, user.unread_notifications),
  messages_version: user.messages_version,
  unread_messages: Math.max(0, user.unread_messages),
});
