import * as z from 'zod/mini';
import { sentText } from '../schema/sent-text';
import { closedDayReason, isOpenAt, nextClosing, nextOpening } from './opening';
import { toParis } from './paris-time';
import { weekdays, workshopCalendarSchema, type WorkshopCalendar } from './schedule';

/** What the garages see of the workshop now (issue 42, item 2). */
export const workshopStatuses = ['open', 'closed', 'busy', 'late', 'sav_only'] as const;
export type WorkshopStatus = (typeof workshopStatuses)[number];

export const workshopStatusLabels: Record<WorkshopStatus, string> = {
  open: 'Ouvert',
  closed: 'Fermé',
  busy: 'Occupé',
  late: 'Retard',
  sav_only: 'SAV uniquement',
};

export const STATUS_MESSAGE_MAX = 280;
/** An override lasts at most this long: a forgotten « Occupé » ends by itself. */
export const OVERRIDE_MAX_DAYS = 30;

export const workshopMessages = {
  status: "Statut de l'atelier invalide",
  message: `Le message doit faire au plus ${STATUS_MESSAGE_MAX} caractères.`,
  until: 'La fin du statut doit être une date et une heure à venir.',
  untilTooFar: `Un statut choisi dure au plus ${OVERRIDE_MAX_DAYS} jours.`,
} as const;

/** PUT /api/admin/workshop/status: a status chosen by an administrator, until an instant. */
export const statusOverrideInputSchema = z.object({
  status: z.enum(workshopStatuses, { error: workshopMessages.status }),
  message: z._default(z.pipe(sentText(STATUS_MESSAGE_MAX, workshopMessages.message), z.transform((text) => text.trim())), ''),
  until: z.iso.datetime({ offset: true, error: workshopMessages.until }),
});
export type StatusOverrideInput = z.infer<typeof statusOverrideInputSchema>;

export const statusOverrideSchema = z.object({
  status: z.enum(workshopStatuses),
  message: z.string(),
  until: z.string(),
});
export type StatusOverride = z.infer<typeof statusOverrideSchema>;

/** GET /api/workshop (public): the status now and the hours, for the login page, the home and the order dialog. */
export const workshopAnswerSchema = z.object({
  /** False until an administrator saved opening hours: the portal then shows no status. */
  configured: z.boolean(),
  status: z.enum(workshopStatuses),
  label: z.string(),
  message: z.string(),
  /** Until when a status an administrator chose holds. */
  until: z.nullable(z.string()),
  next_opening: z.nullable(z.string()),
  next_closing: z.nullable(z.string()),
  /** Why the workshop is closed all day today (a public holiday, a closure). */
  closed_today: z.nullable(z.string()),
  calendar: workshopCalendarSchema,
});
export type WorkshopAnswer = z.infer<typeof workshopAnswerSchema>;

/** GET /api/admin/workshop: the same, and the override as set (even expired). */
export const workshopAdminAnswerSchema = z.extend(workshopAnswerSchema, { override: z.nullable(statusOverrideSchema) });
export type WorkshopAdminAnswer = z.infer<typeof workshopAdminAnswerSchema>;

const iso = (date: Date | undefined) => date?.toISOString() ?? null;

export const hasOpeningHours = (calendar: WorkshopCalendar) => weekdays.some((day) => calendar.schedule[day].length > 0);

/** The status at `now`: the administrator's while it holds, else open or closed from the hours. */
export function currentStatus(calendar: WorkshopCalendar, override: StatusOverride | undefined, now: Date): WorkshopAnswer {
  const chosen = override && new Date(override.until) > now ? override : undefined;
  const configured = hasOpeningHours(calendar);
  const open = configured && isOpenAt(calendar, now);
  const status: WorkshopStatus = chosen?.status ?? (open ? 'open' : 'closed');
  return {
    configured: configured || chosen !== undefined,
    status,
    label: workshopStatusLabels[status],
    message: chosen?.message ?? '',
    until: chosen?.until ?? null,
    next_opening: configured && !open ? iso(nextOpening(calendar, now)) : null,
    next_closing: open ? iso(nextClosing(calendar, now)) : null,
    closed_today: configured ? (closedDayReason(calendar, toParis(now).day) ?? null) : null,
    calendar,
  };
}
