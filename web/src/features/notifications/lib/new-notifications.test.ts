import type { Changes, Notification } from '@app/shared/notifications/schemas';
import { describe, expect, it } from 'vitest';
import { newNotificationsAlert, notificationsMoved } from './new-notifications';

const feed = (notifications_version: number, unread_notifications: number): Changes => ({
  notifications_version,
  unread_notifications,
  messages_version: 0,
  unread_messages: 0,
});
const item = (id: string, read = false): Notification => ({
  id,
  type: 'file_ready',
  title: 'Votre fichier est prêt',
  message: `Message ${id}`,
  read,
  created_at: '2026-11-24T10:00:00.000Z',
  user_email: null,
  order_id: 'o1',
});

describe('new notifications', () => {
  it('moves only when the version changed after a first poll', () => {
    expect(notificationsMoved(null, feed(3, 1))).toBe(false);
    expect(notificationsMoved(feed(3, 1), feed(3, 1))).toBe(false);
    expect(notificationsMoved(feed(3, 1), feed(4, 0))).toBe(true);
  });

  it('announces the newest unread item when the unread count rises, never at the first poll', () => {
    const list = [item('b', true), item('a')];
    expect(newNotificationsAlert(null, feed(5, 2), list)).toBeNull();
    expect(newNotificationsAlert(feed(4, 1), feed(5, 3), list)).toEqual({ newest: list[1], count: 2 });
  });

  it('stays quiet when items were read or deleted, or when nothing unread is listed', () => {
    expect(newNotificationsAlert(feed(4, 2), feed(5, 1), [item('a')])).toBeNull();
    expect(newNotificationsAlert(feed(4, 2), feed(6, 0), [])).toBeNull();
    expect(newNotificationsAlert(feed(4, 0), feed(5, 1), [item('a', true)])).toBeNull();
  });
});
