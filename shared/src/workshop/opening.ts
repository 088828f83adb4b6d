import { publicHolidayOn } from './holidays';
import { addDays, fromParis, toParis } from './paris-time';
import { rangeMinutes, sortedRanges, weekdayOf, type WorkshopCalendar } from './schedule';

/** How far ahead an opening is looked for: a year of closures at most. */
const HORIZON_DAYS = 400;
const MINUTE_MS = 60_000;

export type Interval = readonly [start: Date, end: Date];

/** Why the workshop is closed all that Paris day, if it is: a public holiday or a closure. */
export function closedDayReason(calendar: WorkshopCalendar, day: string): string | undefined {
  const holiday = publicHolidayOn(day);
  if (holiday) return holiday;
  const closure = calendar.closures.find((c) => c.from <= day && day <= c.to);
  return closure ? closure.label || 'Fermeture' : undefined;
}

/** The open intervals of one Paris day, as instants, in order. */
export function openRangesOn(calendar: WorkshopCalendar, day: string): Interval[] {
  if (closedDayReason(calendar, day)) return [];
  return sortedRanges(calendar.schedule[weekdayOf(day)])
    .map(rangeMinutes)
    .map(([start, end]): Interval => [fromParis(day, start), end === 24 * 60 ? fromParis(addDays(day), 0) : fromParis(day, end)]);
}

/** The open intervals from `from` on (the first one cut at `from`), day after day. */
export function* openIntervals(calendar: WorkshopCalendar, from: Date, horizonDays = HORIZON_DAYS): Generator<Interval> {
  let day = toParis(from).day;
  for (let i = 0; i < horizonDays; i++, day = addDays(day)) {
    for (const [start, end] of openRangesOn(calendar, day)) {
      if (end <= from) continue;
      yield [start < from ? from : start, end];
    }
  }
}

export const isOpenAt = (calendar: WorkshopCalendar, at: Date): boolean =>
  openRangesOn(calendar, toParis(at).day).some(([start, end]) => start <= at && at < end);

/** When the workshop next opens (or `at` when open), within the horizon. */
export function nextOpening(calendar: WorkshopCalendar, at: Date): Date | undefined {
  for (const [start] of openIntervals(calendar, at)) return start;
  return undefined;
}

/** When the workshop next closes, if it is open at `at`. */
export function nextClosing(calendar: WorkshopCalendar, at: Date): Date | undefined {
  const current = openRangesOn(calendar, toParis(at).day).find(([start, end]) => start <= at && at < end);
  return current?.[1];
}

/** The instant `minutes` of opening hours after `start` (an order at 18:55 on a Friday is worked on Monday). */
export function addOpenMinutes(calendar: WorkshopCalendar, start: Date, minutes: number): Date | undefined {
  let left = Math.max(0, minutes);
  for (const [from, to] of openIntervals(calendar, start)) {
    const span = (to.getTime() - from.getTime()) / MINUTE_MS;
    if (left <= span) return new Date(from.getTime() + left * MINUTE_MS);
    left -= span;
  }
  return undefined;
}

/** Minutes of opening hours between two instants (a handling time as the workshop counts it). */
export function openMinutesBetween(calendar: WorkshopCalendar, from: Date, to: Date): number {
  let total = 0;
  for (const [start, end] of openIntervals(calendar, from)) {
    if (start >= to) break;
    total += (Math.min(end.getTime(), to.getTime()) - start.getTime()) / MINUTE_MS;
  }
  return total;
}
