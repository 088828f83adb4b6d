import { useQueryClient } from '@tanstack/react-query';
import type { Changes } from '@app/shared/notifications/schemas';
import { useEffect, useRef } from 'react';
import { useChangeFeedPoll } from '@/lib/api/change-feed';
import { queryKeys } from '@/lib/api/query-keys';
import { isChatMessageOnScreen } from '@/lib/notifications/order-notifications';
import { latestNotificationsQueryOptions } from '@/features/notifications/api/notifications-queries';
import {
  newNotificationsAlert,
  notificationsMoved,
  type NewNotificationsAlert,
} from '@/features/notifications/lib/new-notifications';

/**
 * Polls the change feed (mounted once, by the header bell) and keeps the notifications in step:
 * when `notifications_version` moves, and only then, the latest list is fetched again (and the
 * security dashboard's alerts marked stale); when the unread count rose, `onNew` announces the
 * newest item, unless it is a message of the order chat on screen. Returns the feed query (unread count for the badge).
 */
export function useNotificationsSync(onNew: (alert: NewNotificationsAlert) => void) {
  const queryClient = useQueryClient();
  const feed = useChangeFeedPoll();
  const previous = useRef<Changes | null>(null);
  const announce = useRef(onNew);
  useEffect(() => {
    announce.current = onNew;
  }, [onNew]);

  useEffect(() => {
    const current = feed.data;
    if (!current) return;
    const before = previous.current;
    previous.current = current;
    if (!notificationsMoved(before, current)) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.security.alerts });
    queryClient.fetchQuery({ ...latestNotificationsQueryOptions(), staleTime: 0 }).then(
      (latest) => {
        const alert = newNotificationsAlert(before, current, latest);
        if (!alert) return;
        const { newest } = alert;
        // A message of the chat on screen is seen already: no banner, tone nor browser
        // notification; its chat, read again, reads it on the server (decision 032).
        if (newest.order_id && isChatMessageOnScreen(newest)) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.orderChat.messages(newest.order_id) });
          return;
        }
        announce.current(alert);
      },
      (error: unknown) => console.warn('Notifications unavailable:', error),
    );
  }, [feed.data, queryClient]);

  return feed;
}
