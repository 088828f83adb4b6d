import { queryOptions, useQuery } from '@tanstack/react-query';
import { usePushFallbackInterval } from '@/lib/push/push-state';
import { call } from './call';
import { useFirstLoadDone } from './first-load';
import { queryKeys } from './query-keys';
import { hasSession } from './tokens';

/**
 * The change feed (GET /api/changes): the signed-in user's notifications and messages versions
 * and unread counts, read from its account item alone. Spec §9 polls notifications and the
 * message count every 2 s; the SPA refetches this one call when the push channel says it moved
 * (issue 19, lib/push), or every 30 s while the channel is down (a 304 while nothing moved, see
 * conditional-cache.ts), and refetches a list only when its version moved.
 *
 * It lives in lib/ so that every feature that shows an unread count (the bell, the chats) reads
 * the same feed without importing another feature. Its first call waits for the tab's first
 * page to load (first-load.ts): nothing on that page needs it to show itself.
 */

export function changesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.changes,
    queryFn: () => call('GET /api/changes'),
  });
}

/**
 * The poller: mounted ONCE, by the signed-in layout's header (the notification bell). Refetched
 * by push; while the channel is down every 30 s, in a background tab too (a browser notification
 * is for when the user looks elsewhere); and on window focus and tab visibility.
 */
export function useChangeFeedPoll() {
  return useQuery({
    ...changesQueryOptions(),
    enabled: useFirstLoadDone() && hasSession(),
    refetchInterval: usePushFallbackInterval(),
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: 'always',
  });
}

/**
 * A reader of the feed (an unread badge elsewhere): the poller's answers, without a timer of
 * its own (each observer with an interval would poll on its own schedule).
 */
export function useChanges() {
  return useQuery({
    ...changesQueryOptions(),
    enabled: useFirstLoadDone() && hasSession(),
    refetchOnMount: false,
    refetchOnWindowFocus: false,
  });
}
