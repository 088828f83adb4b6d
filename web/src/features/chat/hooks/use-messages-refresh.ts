import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Changes } from '@app/shared/notifications/schemas';
import { useEffect, useRef } from 'react';
import { useChanges } from '@/lib/api/change-feed';
import { queryKeys } from '@/lib/api/query-keys';

/** Refetches `queryKey` when the change feed's `counter` moves (not on the first value seen). */
function useRefetchOnFeed(counter: keyof Changes, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const value = useChanges().data?.[counter];
  const seen = useRef(value);
  useEffect(() => {
    if (value === undefined || value === seen.current) return;
    const first = seen.current === undefined;
    seen.current = value;
    if (!first) void queryClient.invalidateQueries({ queryKey });
  }, [value, queryClient, queryKey]);
}

/**
 * The support chat polls nothing of its own: it is fetched again when the feed's
 * `messages_version` moves (a message to or from the caller).
 */
export function useMessagesRefresh() {
  useRefetchOnFeed('messages_version', queryKeys.supportChat.all);
}

/** The administrator's unread badges per client, fetched again when its unread count moves (a thread read). */
export function useUnreadRefresh() {
  useRefetchOnFeed('unread_messages', queryKeys.supportChat.unread);
}
