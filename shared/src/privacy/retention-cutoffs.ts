import type { Retention } from './schemas';

/** The instant `months` before `now` (calendar months, UTC). */
export function monthsBefore(now: number, months: number): number {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.getTime();
}

/** The instant `months` after `now` (calendar months, UTC). */
export const monthsAfter = (now: number, months: number): number => monthsBefore(now, -months);

/** The instants before which each kind of data is past its duration. */
export function retentionCutoffs(retention: Retention, now: number) {
  return {
    ecuFiles: monthsBefore(now, retention.ecuFilesMonths),
    chatAttachments: monthsBefore(now, retention.chatAttachmentsMonths),
    securityLogs: monthsBefore(now, retention.securityLogsMonths),
  };
}

/**
 * Whether an order's ECU files are past their duration: finished ('termine') and unchanged since
 * before the cutoff. The retention job removes them by this rule, and a download asked after that
 * is refused by the same one, whether the job has run yet or not.
 */
export const ecuFilesExpired = (order: { status: string; updated_at: string }, cutoff: number): boolean =>
  order.status === 'termine' && Date.parse(order.updated_at) < cutoff;
