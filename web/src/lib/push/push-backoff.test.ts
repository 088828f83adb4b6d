import { PUSH_RECONNECT_MAX_MS, PUSH_RECONNECT_MIN_MS } from '@app/shared/push/push-message';
import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './push-backoff';

describe('reconnectDelay', () => {
  it('draws between the minimum and a ceiling that doubles per failure, up to the maximum', () => {
    expect([0, 1, 2, 3].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([500, 1_000, 2_000, 4_000]);
    expect(reconnectDelay(3, () => 0.5)).toBe(2_250);
    expect(reconnectDelay(40, () => 1)).toBe(PUSH_RECONNECT_MAX_MS);
    for (const attempt of [0, 5, 40]) expect(reconnectDelay(attempt, () => 0)).toBe(PUSH_RECONNECT_MIN_MS);
  });
});
