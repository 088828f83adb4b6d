import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, nextAttempt, retryDelayMs } from './backoff';

describe('retry schedule', () => {
  it('waits 1, 4, 16 then 64 minutes between the five attempts', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n) / 60_000)).toEqual([1, 4, 16, 64]);
    expect(retryDelayMs(9)).toBe(2 * 3_600_000);
  });

  it('gives up after the fifth attempt', () => {
    const now = new Date('2026-01-01T10:00:00.000Z');
    expect(MAX_ATTEMPTS).toBe(5);
    expect(nextAttempt(1, now)?.toISOString()).toBe('2026-01-01T10:01:00.000Z');
    expect(nextAttempt(4, now)?.toISOString()).toBe('2026-01-01T11:04:00.000Z');
    expect(nextAttempt(5, now)).toBeNull();
  });
});
