import * as z from 'zod/mini';
import { weekdayIndex } from './paris-time';

/**
 * The workshop's hours as data (issue 42): a weekly schedule of local time ranges (several a day),
 * and closures (holidays, leave) of whole Paris days. French public holidays are closed too
 * (holidays.ts), without being entered.
 */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

export const weekdayLabels: Record<Weekday, string> = {
  monday: 'lundi',
  tuesday: 'mardi',
  wednesday: 'mercredi',
  thursday: 'jeudi',
  friday: 'vendredi',
  saturday: 'samedi',
  sunday: 'dimanche',
};

export const RANGES_PER_DAY_MAX = 4;
export const CLOSURES_MAX = 60;
export const CLOSURE_LABEL_MAX = 80;

export const scheduleMessages = {
  time: (value: string) => `Heure invalide\u202f: ${value} (format HH:MM, de 00:00 à 24:00).`,
  endBeforeStart: (day: string, start: string, end: string) =>
    `Plage horaire invalide le ${day}\u202f: la fin (${end}) doit suivre le début (${start}).`,
  overlap: (day: string, first: string, second: string) => `Plages horaires qui se chevauchent le ${day}\u202f: ${first} et ${second}.`,
  tooManyRanges: `Au plus ${RANGES_PER_DAY_MAX} plages horaires par jour.`,
  closureDates: 'Fermeture invalide\u202f: la date de fin précède la date de début.',
  closureDay: 'Date de fermeture invalide (format AAAA-MM-JJ).',
  closureLabel: `Le motif de la fermeture doit faire au plus ${CLOSURE_LABEL_MAX} caractères.`,
  tooManyClosures: `Au plus ${CLOSURES_MAX} fermetures.`,
} as const;

const TIME = /^([01]\d|2[0-4]):([0-5]\d)$/;

/** 'HH:MM' → minutes since midnight; undefined when not a time of the day (24:00 is the day's end). */
export function minuteOf(value: string): number | undefined {
  const match = TIME.exec(value);
  if (!match) return undefined;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : undefined;
}

const timeSchema = z.string().check(
  z.maxLength(5, { error: (issue) => scheduleMessages.time(String(issue.input).slice(0, 10)) }),
  z.refine((value) => minuteOf(value) !== undefined, { error: (issue) => scheduleMessages.time(String(issue.input)) }),
);
const rangeSchema = z.object({ start: timeSchema, end: timeSchema });
export type TimeRange = z.infer<typeof rangeSchema>;

const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const daySchema = z.string().check(z.maxLength(10, { error: scheduleMessages.closureDay }), z.regex(DAY, { error: scheduleMessages.closureDay }));

export const closureSchema = z
  .object({
    from: daySchema,
    to: daySchema,
    label: z._default(z.string().check(z.maxLength(CLOSURE_LABEL_MAX, { error: scheduleMessages.closureLabel })), ''),
  })
  .check(z.refine((closure) => closure.from <= closure.to, { error: scheduleMessages.closureDates }));
export type Closure = z.infer<typeof closureSchema>;

/** A range's start and end in minutes since midnight (a range the schema accepted). */
export const rangeMinutes = (range: TimeRange): [start: number, end: number] => [minuteOf(range.start) ?? 0, minuteOf(range.end) ?? 0];

/** The ranges of a day by start time. */
export const sortedRanges = (ranges: readonly TimeRange[]): TimeRange[] => [...ranges].sort((a, b) => rangeMinutes(a)[0] - rangeMinutes(b)[0]);

/** The first problem of one day's ranges (end after start, no overlap), in French. */
export function rangesProblem(day: Weekday, ranges: readonly TimeRange[]): string | undefined {
  const label = weekdayLabels[day];
  const sorted = sortedRanges(ranges);
  const backwards = sorted.find((range) => rangeMinutes(range)[1] <= rangeMinutes(range)[0]);
  if (backwards) return scheduleMessages.endBeforeStart(label, backwards.start, backwards.end);
  let previous: TimeRange | undefined;
  for (const range of sorted) {
    if (previous && rangeMinutes(range)[0] < rangeMinutes(previous)[1])
      return scheduleMessages.overlap(label, `${previous.start}–${previous.end}`, `${range.start}–${range.end}`);
    previous = range;
  }
  return undefined;
}

/** The weekday of a Paris day. */
export const weekdayOf = (day: string): Weekday => weekdays[weekdayIndex(day)] ?? 'monday';

const dayRangesSchema = z._default(z.array(rangeSchema).check(z.maxLength(RANGES_PER_DAY_MAX, { error: scheduleMessages.tooManyRanges })), []);

export const weeklyScheduleSchema = z
  .object(Object.fromEntries(weekdays.map((day) => [day, dayRangesSchema])) as Record<Weekday, typeof dayRangesSchema>)
  .check(
    z.superRefine((schedule, ctx) => {
      for (const day of weekdays) {
        const problem = rangesProblem(day, schedule[day]);
        if (problem) ctx.issues.push({ code: 'custom', message: problem, input: schedule[day], path: [day] });
      }
    }),
  );
export type WeeklySchedule = z.infer<typeof weeklyScheduleSchema>;

export const workshopCalendarSchema = z.object({
  schedule: weeklyScheduleSchema,
  closures: z._default(z.array(closureSchema).check(z.maxLength(CLOSURES_MAX, { error: scheduleMessages.tooManyClosures })), []),
});
export type WorkshopCalendar = z.infer<typeof workshopCalendarSchema>;
