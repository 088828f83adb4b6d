import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * What a page does not need to show itself (the change feed, the push channel) waits for its first
 * load (issue 20, decision 018): the next frame painted, the page's queries answered, then the main
 * thread idle. On a phone, a call made before then shares the network with the page's chunks and
 * data, and its answer's work the main thread with the page's render; a resync while the page's
 * fetches run would cancel them. A hidden tab paints no frame: it does not wait for one.
 * Returns the cancel.
 */
export function afterFirstLoad(queryClient: QueryClient, start: () => void): () => void {
  let frame: number | undefined;
  let timer: number | undefined;
  let idleHandle: number | undefined;
  let unsubscribe: (() => void) | undefined;

  const whenIdle = () => {
    idleHandle =
      typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 2000 }) : window.setTimeout(start, 0);
  };
  const whenSettled = () => {
    const settled = () => queryClient.isFetching() === 0;
    if (settled()) return whenIdle();
    unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (!settled() || idleHandle !== undefined) return;
      unsubscribe?.();
      whenIdle();
    });
  };
  // The callback of requestAnimationFrame runs before its frame is painted; the task queued from there, after.
  if (document.visibilityState === 'visible' && typeof requestAnimationFrame === 'function') {
    frame = requestAnimationFrame(() => {
      timer = window.setTimeout(whenSettled, 0);
    });
  } else {
    whenSettled();
  }

  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    window.clearTimeout(timer);
    unsubscribe?.();
    if (idleHandle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idleHandle);
    window.clearTimeout(idleHandle);
  };
}

let firstLoadDone = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** False until the tab's first page has loaded (afterFirstLoad), then true for good. */
export function useFirstLoadDone(): boolean {
  const queryClient = useQueryClient();
  const done = useSyncExternalStore(subscribe, () => firstLoadDone);
  useEffect(() => {
    if (done) return;
    return afterFirstLoad(queryClient, () => {
      firstLoadDone = true;
      for (const listener of listeners) listener();
    });
  }, [done, queryClient]);
  return done;
}

/** For tests sharing one module graph (the component tests): the tab's first load not done yet. */
export function forgetFirstLoad(): void {
  firstLoadDone = false;
}
