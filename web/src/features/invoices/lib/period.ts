/** The longest period the totals and the export accept (the server's bound). */
export const MAX_PERIOD_DAYS = 366;

/** A period of issue dates, both ends included, as YYYY-MM-DD (the date inputs' value). */
export interface Period {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** A local calendar day as YYYY-MM-DD (not toISOString: at 00:30 in Paris that is still yesterday in UTC). */
export const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** From the first of this month to today: what the administrator's list opens on. */
export function currentMonth(today = new Date()): Period {
  return { from: isoDay(new Date(today.getFullYear(), today.getMonth(), 1)), to: isoDay(today) };
}

/** Days from `from` to `to`, both included (UTC dates: no daylight-saving hour in the count). */
function daysIn({ from, to }: Period): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** A real calendar day (V8 reads '2026-02-30' as 2 March: the round trip catches it). */
function isDay(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

export type PeriodProblem = 'missing' | 'reversed' | 'tooLong';

/** What is wrong with a period before asking the server (null: it may be sent). */
export function periodProblem(period: Period): PeriodProblem | null {
  if (!isDay(period.from) || !isDay(period.to)) return 'missing';
  const days = daysIn(period);
  if (days < 1) return 'reversed';
  return days > MAX_PERIOD_DAYS ? 'tooLong' : null;
}
