import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = new Date(2026, 10, 24, 15, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('formatRelativeTime', () => {
  it('says just now under a minute, and for a date slightly ahead', () => {
    expect(formatRelativeTime(ago(20_000), now)).toBe("À l'instant");
    expect(formatRelativeTime(ago(-5_000), now)).toBe("À l'instant");
  });

  it('counts minutes, then hours of the same day', () => {
    expect(formatRelativeTime(ago(5 * 60_000), now)).toBe('il y a 5 minutes');
    expect(formatRelativeTime(ago(60_000), now)).toBe('il y a 1 minute');
    expect(formatRelativeTime(ago(3 * 3_600_000 + 60_000), now)).toBe('il y a 3 heures');
  });

  it('counts calendar days: yesterday, then days, then the date', () => {
    expect(formatRelativeTime(new Date(2026, 10, 23, 23, 50).toISOString(), new Date(2026, 10, 24, 0, 10))).toBe(
      'il y a 20 minutes',
    );
    expect(formatRelativeTime(new Date(2026, 10, 23, 20, 0).toISOString(), new Date(2026, 10, 24, 9, 0))).toBe('hier');
    expect(formatRelativeTime(new Date(2026, 10, 21, 9, 0).toISOString(), now)).toBe('il y a 3 jours');
    expect(formatRelativeTime(new Date(2026, 10, 10, 14, 30).toISOString(), now)).toBe('10/11/2026 14:30');
  });

  it('gives nothing for an unreadable date', () => {
    expect(formatRelativeTime('nope', now)).toBe('');
  });
});
