import { PUSH_RECONNECT_MAX_MS, PUSH_RECONNECT_MIN_MS } from '@app/shared/push/push-timing';

/**
 * The wait before reconnection attempt `attempt` (0 for the first): full jitter, a uniform draw
 * between the minimum and a ceiling that doubles at each failure up to the maximum, so tabs cut
 * off together do not come back together.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(PUSH_RECONNECT_MAX_MS, PUSH_RECONNECT_MIN_MS * 2 ** Math.min(attempt, 16));
  return Math.round(PUSH_RECONNECT_MIN_MS + random() * (ceiling - PUSH_RECONNECT_MIN_MS));
}
