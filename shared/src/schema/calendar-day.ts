import * as z from 'zod/mini';

export const DAY_INVALID = 'Date invalide (AAAA-MM-JJ)';
export const PERIOD_INVALID = 'La date de début doit précéder la date de fin';

/** True for a real calendar day written AAAA-MM-JJ (2026-02-30 and 2026-13-45 are not). */
export const isCalendarDay = (day: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) &&
  !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
  new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** A `?from=` / `?to=` day: a real calendar day, AAAA-MM-JJ (10 characters), refused in French. */
export const calendarDaySchema = z.string({ error: DAY_INVALID }).check(
  z.maxLength(10, DAY_INVALID),
  z.regex(/^\d{4}-\d{2}-\d{2}$/, DAY_INVALID),
  z.refine(isCalendarDay, DAY_INVALID),
);

/** A period's days in order (either may be absent). */
export const orderedPeriod = (period: { from?: string; to?: string }): boolean =>
  !period.from || !period.to || period.from <= period.to;
