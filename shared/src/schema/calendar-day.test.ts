import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { auditListQuery } from '../audit/schemas';
import { calendarDaySchema, DAY_INVALID, isCalendarDay, orderedPeriod, PERIOD_INVALID } from './calendar-day';

describe('calendar days', () => {
  it('takes real days only, written AAAA-MM-JJ', () => {
    for (const day of ['2026-11-29', '2024-02-29', '2026-12-31', '0001-01-01']) expect(isCalendarDay(day), day).toBe(true);
    for (const day of ['2026-13-45', '2026-02-29', '2026-02-30', '2026-1-5', '26-11-29', '2026-11-29T00:00', '', 'demain']) {
      expect(isCalendarDay(day), day).toBe(false);
      expect(calendarDaySchema.safeParse(day).error?.issues[0]?.message).toBe(DAY_INVALID);
    }
    expect(z.toJSONSchema(calendarDaySchema)).toMatchObject({ maxLength: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
  });

  it('orders a period whose two ends are given', () => {
    expect(orderedPeriod({ from: '2026-01-02', to: '2026-01-01' })).toBe(false);
    for (const period of [{}, { from: '2026-01-02' }, { to: '2026-01-01' }, { from: '2026-01-01', to: '2026-01-01' }]) {
      expect(orderedPeriod(period)).toBe(true);
    }
  });

  it('the audit list: either end alone, blank for none, in order', () => {
    expect(auditListQuery.parse({ to: '2026-11-29' })).toMatchObject({ to: '2026-11-29' });
    expect(auditListQuery.parse({ from: '', to: '' })).toMatchObject({ from: undefined, to: undefined });
    expect(auditListQuery.safeParse({ from: '2026-13-45' }).error?.issues[0]?.message).toBe(DAY_INVALID);
    expect(auditListQuery.safeParse({ from: '2026-11-30', to: '2026-11-29' }).error?.issues[0]?.message).toBe(PERIOD_INVALID);
  });
});
