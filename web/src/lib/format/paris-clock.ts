import { addDays, toParis, weekdayIndex } from '@app/shared/workshop/paris-time';

/**
 * The workshop's instants as French writes them, in Paris time whatever the browser's zone
 * (issue 42): '9 h 00', 'demain', 'lundi', 'le 12 mai'. Written by hand over paris-time.ts (one
 * Intl formatter, built on first use), so the login page loads no locale data and no zod for it.
 */
const WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'] as const;

/** Minutes since midnight as a field writes them: 540 → '09:00', 1440 → '24:00'. */
export const fieldClock = (minutes: number): string => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** An instant's Paris wall clock: '9 h 00', '18 h 30'. */
export function frenchClock(instant: Date): string {
  const { minute } = toParis(instant);
  return `${Math.floor(minute / 60)}\u00a0h\u00a0${String(minute % 60).padStart(2, '0')}`;
}

/** Which Paris day an instant falls on, seen from `now`: today, tomorrow, within the week, later. */
export type ParisDay = { kind: 'today' } | { kind: 'tomorrow' } | { kind: 'weekday'; name: string } | { kind: 'date'; name: string };

export function parisDayOf(instant: Date, now: Date): ParisDay {
  const day = toParis(instant).day;
  const today = toParis(now).day;
  if (day <= today) return { kind: 'today' };
  if (day === addDays(today)) return { kind: 'tomorrow' };
  if (day < addDays(today, 7)) return { kind: 'weekday', name: WEEKDAYS[weekdayIndex(day)] ?? '' };
  const [, month, date] = day.split('-').map(Number) as [number, number, number];
  return { kind: 'date', name: `${date === 1 ? '1er' : date}\u00a0${MONTHS[month - 1] ?? ''}` };
}
