import { describe, expect, it } from 'vitest';
import { laterThan } from './order-writes';

describe('laterThan: the version of an order write', () => {
  it('is the clock when the clock is past the last write', () => {
    expect(laterThan('2026-11-23T10:00:00.000Z', '2026-11-23T10:00:00.001Z')).toBe('2026-11-23T10:00:00.001Z');
  });

  it('is one millisecond after the last write when the clock has not moved past it', () => {
    expect(laterThan('2026-11-23T10:00:00.005Z', '2026-11-23T10:00:00.005Z')).toBe('2026-11-23T10:00:00.006Z');
    expect(laterThan('2026-11-23T10:00:00.999Z', '2026-11-23T10:00:00.100Z')).toBe('2026-11-23T10:00:01.000Z');
  });
});
