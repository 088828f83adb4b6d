import type { WorkshopAnswer } from '@app/shared/workshop/status';
import { addDays, fromParis, toParis } from '@app/shared/workshop/paris-time';
import { frenchClock, parisDayOf } from '@/lib/format/paris-clock';

/** What the badge reads of GET /api/workshop (a type only: no zod reaches the login page). */
export type WorkshopStatusView = Pick<
  WorkshopAnswer,
  'configured' | 'status' | 'label' | 'message' | 'until' | 'next_opening' | 'next_closing' | 'closed_today'
>;

/** 'à 18 h 00', 'demain à 9 h 00', 'lundi à 9 h 00', 'le 12 mai à 9 h 00'. */
function at(iso: string, now: Date): string {
  const instant = new Date(iso);
  const day = parisDayOf(instant, now);
  const clock = `à ${frenchClock(instant)}`;
  if (day.kind === 'today') return clock;
  if (day.kind === 'tomorrow') return `demain ${clock}`;
  if (day.kind === 'weekday') return `${day.name} ${clock}`;
  return `le ${day.name} ${clock}`;
}

/** "jusqu'à 15 h 30", "jusqu'à demain 15 h 30", "jusqu'à lundi 15 h 30", "jusqu'au 12 mai à 15 h 30". */
function until(iso: string, now: Date): string {
  const instant = new Date(iso);
  const day = parisDayOf(instant, now);
  const clock = frenchClock(instant);
  if (day.kind === 'today') return `jusqu'à ${clock}`;
  if (day.kind === 'tomorrow') return `jusqu'à demain ${clock}`;
  if (day.kind === 'weekday') return `jusqu'à ${day.name} ${clock}`;
  return `jusqu'au ${day.name} à ${clock}`;
}

/**
 * The workshop's status in one line (issue 42), or undefined when no hours are set
 * (`configured` false: nothing is shown): « Ouvert · ferme à 18 h 00 », « Fermé · ouvre lundi
 * à 9 h 00 », « Occupé — Beaucoup de demandes · jusqu'à 15 h 30 », « Fermé aujourd'hui
 * (Ascension) · ouvre vendredi à 9 h 00 ».
 */
export function workshopStatusText(view: WorkshopStatusView, now = new Date()): string | undefined {
  if (!view.configured) return undefined;
  if (view.until) return `${view.label}${view.message ? ` — ${view.message}` : ''} · ${until(view.until, now)}`;
  if (view.status === 'open') return view.next_closing ? `${view.label} · ferme ${at(view.next_closing, now)}` : view.label;
  const closed = view.closed_today ? `${view.label} aujourd'hui (${view.closed_today})` : view.label;
  return view.next_opening ? `${closed} · ouvre ${at(view.next_opening, now)}` : closed;
}

/**
 * The next instant the line changes by itself: the chosen status's end, the next opening or
 * closing, or the next Paris midnight (« aujourd'hui », « demain » move on).
 */
export function nextChange(view: WorkshopStatusView, now = new Date()): Date {
  const midnight = fromParis(addDays(toParis(now).day), 0);
  const instants = [view.until, view.next_opening, view.next_closing]
    .filter((iso): iso is string => iso !== null)
    .map((iso) => new Date(iso).getTime())
    .filter((instant) => instant > now.getTime());
  return new Date(Math.min(midnight.getTime(), ...instants));
}
