import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { call } from '@/lib/api/call';
import { refetchMoved, resync } from './push-invalidation';
import { setPushUp } from './push-state';

/**
 * Runs `start` once the page's first queries have answered and the main thread is idle, so the
 * channel's chunk, its ticket and its first resync do not compete with the first render (nor
 * cancel its fetches, as a resync while they run would). Returns the cancel.
 */
function afterFirstLoad(queryClient: QueryClient, start: () => void): () => void {
  let idleHandle: number | undefined;
  const whenIdle = () => {
    idleHandle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(start, { timeout: 2000 })
        : window.setTimeout(start, 0);
  };
  const settled = () => queryClient.isFetching() === 0;
  if (settled()) {
    whenIdle();
    return () => cancelIdle(idleHandle);
  }
  const unsubscribe = queryClient.getQueryCache().subscribe(() => {
    if (!settled() || idleHandle !== undefined) return;
    unsubscribe();
    whenIdle();
  });
  return () => {
    unsubscribe();
    cancelIdle(idleHandle);
  };
}

function cancelIdle(handle: number | undefined): void {
  if (handle === undefined) return;
  if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
  window.clearTimeout(handle);
}

/**
 * The tab's one push channel (issue 19): mounted once, by the signed-in layout, for the signed-in
 * user; closed on sign-out (the layout leaves) and opened again for another user.
 */
export function usePushChannel(userId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let left = false;
    let cancel: (() => void) | undefined;
    // Its own chunk; the channel opens after the page's first load. Until then, or if the chunk
    // cannot load, the queries poll as with the channel down.
    void import('./push-channel')
      .then(({ startPushChannel }) => {
        if (left) return;
        cancel = afterFirstLoad(queryClient, () => {
          stop = startPushChannel({
            fetchTicket: () => call('POST /api/push/ticket'),
            onOpen: () => resync(queryClient),
            onMoved: (topics) => refetchMoved(queryClient, topics),
            onUp: setPushUp,
          });
        });
      })
      .catch(() => undefined);
    return () => {
      left = true;
      cancel?.();
      stop?.();
    };
  }, [userId, queryClient]);
}
