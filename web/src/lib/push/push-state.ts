import { PUSH_FALLBACK_POLL_MS } from '@app/shared/push/push-timing';
import { useSyncExternalStore } from 'react';

/**
 * Whether this tab's push channel is up (its WebSocket open). The queries that push keeps fresh
 * read it to choose their interval: none while up, the fallback poll while down.
 */
let up = false;
const listeners = new Set<() => void>();

export const isPushUp = (): boolean => up;

export function setPushUp(next: boolean): void {
  if (next === up) return;
  up = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const usePushUp = (): boolean => useSyncExternalStore(subscribe, isPushUp);

/** The refetchInterval of a query that push keeps fresh: none while the channel is up, 30 s while down. */
export const usePushFallbackInterval = (): number | false => (usePushUp() ? false : PUSH_FALLBACK_POLL_MS);
