import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '@/lib/api/call';
import { afterFirstLoad } from '@/lib/api/first-load';
import { refetchMoved, resync } from './push-invalidation';
import { setPushUp } from './push-state';

const NOTHING_MORE: readonly QueryKey[] = [];

/**
 * The tab's one push channel (issue 19): mounted once, by the signed-in layout, for the signed-in
 * user (or by the pending screen, decision 035); closed on sign-out (the layout leaves) and opened
 * again for another user. `resyncAlso` (a stable array) is read again at each (re)connection too.
 */
export function usePushChannel(userId: string, resyncAlso: readonly QueryKey[] = NOTHING_MORE): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let left = false;
    // Its own chunk, fetched once the page has loaded (lib/api/first-load.ts), as the channel's
    // ticket and first resync would compete with it. Until then, or if the chunk cannot load, the
    // queries poll as with the channel down.
    const cancel = afterFirstLoad(queryClient, () => {
      void import('./push-channel')
        .then(({ startPushChannel }) => {
          if (left) return;
          stop = startPushChannel({
            fetchTicket: () => call('POST /api/push/ticket'),
            onOpen: () => resync(queryClient, resyncAlso),
            onMoved: (topics) => refetchMoved(queryClient, topics),
            onUp: setPushUp,
          });
        })
        .catch(() => undefined);
    });
    return () => {
      left = true;
      cancel();
      stop?.();
    };
  }, [userId, queryClient, resyncAlso]);
}
