import { describe, expect, it } from 'vitest';
import { currentMonth, isoDay, periodProblem } from './period';

describe('invoice periods', () => {
  it('opens on the first of the month up to today, in local days', () => {
    expect(currentMonth(new Date(2026, 10, 26, 0, 30))).toEqual({ from: '2026-11-01', to: '2026-11-26' });
    expect(isoDay(new Date(2027, 0, 1, 23, 59))).toBe('2027-01-01');
  });

  it('refuses a blank, reversed or longer than 366 days period, and takes 366 days', () => {
    expect(periodProblem({ from: '', to: '2026-11-26' })).toBe('missing');
    expect(periodProblem({ from: '2026-02-30', to: '2026-11-26' })).toBe('missing');
    expect(periodProblem({ from: '2026-11-27', to: '2026-11-26' })).toBe('reversed');
    expect(periodProblem({ from: '2026-11-26', to: '2026-11-26' })).toBeNull();
    // 2028 is a leap year: 1 Jan to 31 Dec is 366 days.
    expect(periodProblem({ from: '2028-01-01', to: '2028-12-31' })).toBeNull();
    expect(periodProblem({ from: '2028-01-01', to: '2029-01-01' })).toBe('tooLong');
  });
});
