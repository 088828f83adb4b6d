import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_SHOWN } from '@app/shared/notifications/constants';
import type { Changes, Notification } from '@app/shared/notifications/schemas';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

const latestKey = queryKeys.notifications.latest(NOTIFICATIONS_SHOWN);

/** GET /api/notifications: the latest 10, newest first (spec §2, §9). */
export async function getLatestNotifications(): Promise<Notification[]> {
  const list = await call('GET /api/notifications', { query: { limit: NOTIFICATIONS_SHOWN } });
  return Array.isArray(list) ? list : [];
}

/**
 * The bell's list. Never polled: it is fetched once, then again only when the change feed's
 * `notifications_version` moves (see use-notifications-sync.ts).
 */
export function latestNotificationsQueryOptions() {
  return queryOptions({
    queryKey: latestKey,
    queryFn: getLatestNotifications,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The feed as this tab knows it, adjusted after one of its own calls (the next poll confirms it). */
function adjustFeed(queryClient: QueryClient, update: (changes: Changes) => Partial<Changes>) {
  queryClient.setQueryData<Changes>(queryKeys.changes, (changes) =>
    changes ? { ...changes, ...update(changes) } : changes,
  );
}

/** PUT /api/notifications/{id}/read: the notification, read (once; reading it again changes nothing). */
export async function markNotificationRead(id: string): Promise<Notification> {
  const answer = await call('PUT /api/notifications/{id}/read', { params: { id } });
  return answer.notification;
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: Notification) => markNotificationRead(notification.id),
    onSuccess: (read, clicked) => {
      queryClient.setQueryData<Notification[]>(latestKey, (list) =>
        list?.map((item) => (item.id === read.id ? read : item)),
      );
      if (!clicked.read)
        adjustFeed(queryClient, (changes) => ({ unread_notifications: Math.max(0, changes.unread_notifications - 1) }));
    },
  });
}

/** DELETE /api/notifications/all: every notification of the caller. */
export function deleteAllNotifications() {
  return call('DELETE /api/notifications/all');
}

export function useDeleteAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllNotifications,
    onSuccess: () => {
      queryClient.setQueryData<Notification[]>(latestKey, []);
      adjustFeed(queryClient, () => ({ unread_notifications: 0 }));
    },
  });
}
