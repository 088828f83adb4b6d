import { formatDateTime } from '@/lib/format/format';

// Built on first use: an Intl formatter at a chunk's top level costs its locale data at start-up.
let relativeFormat: Intl.RelativeTimeFormat | undefined;
const relative = () => (relativeFormat ??= new Intl.RelativeTimeFormat('fr-FR', { numeric: 'auto' }));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Calendar days between two instants in the browser's zone (yesterday 23:50 is 1 day ago at 00:10). */
function calendarDays(date: Date, now: Date): number {
  const midnight = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  return Math.round((midnight(now) - midnight(date)) / DAY);
}

/**
 * When a notification arrived, as a French reader says it: "À l'instant", "il y a 5 minutes",
 * "il y a 3 heures", "hier", "il y a 3 jours"; beyond a week the fr-FR date and time
 * ("15/01/2024 14:30"). A date slightly in the future (clock skew) reads "À l'instant".
 */
export function formatRelativeTime(value: string, now: Date = new Date(), justNow = "À l'instant"): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < MINUTE) return justNow;
  if (elapsed < HOUR) return relative().format(-Math.floor(elapsed / MINUTE), 'minute');
  const days = calendarDays(date, now);
  if (elapsed < DAY && days === 0) return relative().format(-Math.floor(elapsed / HOUR), 'hour');
  if (days < 7) return relative().format(-Math.max(1, days), 'day');
  return formatDateTime(date);
}
