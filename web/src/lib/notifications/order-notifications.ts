import type { QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_SHOWN } from '@app/shared/notifications/constants';
import type { Changes, Notification } from '@app/shared/notifications/schemas';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * Issue 37 (decision 032): acting on an order (opening it, downloading a version, reading its
 * chat) reads its notifications on the server in the same request. Shared by the features that
 * act (orders, order chat) and the bell, which may not import one another.
 */

/** The notifications a chat message raises: read when its chat is read. */
export const CHAT_NOTIFICATION_TYPES: ReadonlySet<Notification['type']> = new Set(['admin_reply', 'client_message']);

/** The order chats on screen (mounted and open), by order id. */
const chatsOnScreen = new Map<string, number>();

/** An order chat is open on screen until the returned function is called. */
export function showChatOnScreen(orderId: string): () => void {
  chatsOnScreen.set(orderId, (chatsOnScreen.get(orderId) ?? 0) + 1);
  return () => {
    const left = (chatsOnScreen.get(orderId) ?? 1) - 1;
    if (left > 0) chatsOnScreen.set(orderId, left);
    else chatsOnScreen.delete(orderId);
  };
}

/** A chat message notification of an order whose chat the user has open, in a tab on screen. */
export const isChatMessageOnScreen = (notification: Pick<Notification, 'type' | 'order_id'>): boolean =>
  CHAT_NOTIFICATION_TYPES.has(notification.type) &&
  notification.order_id !== null &&
  chatsOnScreen.has(notification.order_id) &&
  document.visibilityState === 'visible';

/**
 * The bell follows at once what the server just read: the order's notifications in the bell's
 * list (of `types` only, when given) are read and the unread count drops by as many; the change
 * feed is fetched again to confirm (it also counts those beyond the latest 10).
 */
export function readOrderNotificationsHere(queryClient: QueryClient, orderId: string, types?: ReadonlySet<Notification['type']>): void {
  const key = queryKeys.notifications.latest(NOTIFICATIONS_SHOWN);
  const read = (queryClient.getQueryData<Notification[]>(key) ?? []).filter(
    (n) => !n.read && n.order_id === orderId && (!types || types.has(n.type)),
  );
  if (!read.length) return;
  const ids = new Set(read.map((n) => n.id));
  queryClient.setQueryData<Notification[]>(key, (list) => list?.map((n) => (ids.has(n.id) ? { ...n, read: true } : n)));
  queryClient.setQueryData<Changes>(queryKeys.changes, (changes) =>
    changes ? { ...changes, unread_notifications: Math.max(0, changes.unread_notifications - read.length) } : changes,
  );
  void queryClient.invalidateQueries({ queryKey: queryKeys.changes });
}
