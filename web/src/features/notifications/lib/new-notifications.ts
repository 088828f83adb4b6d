import type { Changes, Notification } from '@app/shared/notifications/schemas';

/** What the banner, the tone and the browser notification announce. */
export interface NewNotificationsAlert {
  /** The newest unread notification. */
  newest: Notification;
  /** How many arrived since the previous poll. */
  count: number;
}

/** The feed's notifications version moved between two polls: the list must be fetched again. */
export const notificationsMoved = (before: Changes | null, after: Changes): boolean =>
  before !== null && before.notifications_version !== after.notifications_version;

/**
 * New notifications arrived during the session: the unread count rose between two polls (the
 * first poll only sets the baseline). Announced with the newest unread item of the fresh list.
 */
export function newNotificationsAlert(
  before: Changes | null,
  after: Changes,
  latest: readonly Notification[],
): NewNotificationsAlert | null {
  if (!before) return null;
  const count = after.unread_notifications - before.unread_notifications;
  if (count <= 0) return null;
  const newest = latest.find((notification) => !notification.read);
  return newest ? { newest, count } : null;
}
