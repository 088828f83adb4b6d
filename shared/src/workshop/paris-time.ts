/**
 * Europe/Paris wall time (issue 42): the workshop's hours are local, summer time included. The
 * offset of an instant comes from Intl (the runtime's time-zone data), never from a fixed +1/+2.
 */
const TIME_ZONE = 'Europe/Paris';

let formatter: Intl.DateTimeFormat | undefined;
/** Built on first use: a Lambda importing this module builds no formatter at its cold start. */
const parisFormatter = () => (formatter ??= new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
}));

export interface LocalTime {
  /** 'YYYY-MM-DD' in Paris. */
  day: string;
  /** Minutes since local midnight (0–1439). */
  minute: number;
}

function localParts(instant: Date) {
  const parts = Object.fromEntries(parisFormatter().formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** Minutes Paris is ahead of UTC at this instant (60 in winter, 120 in summer). */
export function parisOffsetMinutes(instant: Date): number {
  const p = localParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The Paris day and minute of an instant. */
export function toParis(instant: Date): LocalTime {
  const p = localParts(instant);
  return { day: `${p.year}-${pad(p.month)}-${pad(p.day)}`, minute: p.hour * 60 + p.minute };
}

/**
 * The instant of a Paris wall time. A time the spring change skips (02:30 on its night) is taken
 * as the instant an hour later; a time the autumn change repeats, as its first occurrence.
 */
export function fromParis(day: string, minute: number): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const naive = Date.UTC(year, month - 1, date, 0, minute);
  // The offsets in force a day before and a day after: the wall time is one of these instants.
  const candidates = [...new Set([naive - DAY_MS, naive + DAY_MS].map((around) => naive - parisOffsetMinutes(new Date(around)) * 60_000))].sort((a, b) => a - b);
  const exact = candidates.find((instant) => {
    const local = toParis(new Date(instant));
    return local.day === day && local.minute === minute;
  });
  // In the spring gap neither matches: the later reading (the instant an hour on) is the one.
  return new Date(exact ?? candidates.at(-1) ?? naive);
}

const DAY_MS = 86_400_000;

/** The day after (or `days` after) a 'YYYY-MM-DD' day. */
export function addDays(day: string, days = 1): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
}

const pad = (value: number) => String(value).padStart(2, '0');
