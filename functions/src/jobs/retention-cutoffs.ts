import type { Retention } from '@app/shared/privacy/schemas';

/** The instant `months` before `now` (calendar months, UTC). */
export function monthsBefore(now: number, months: number): number {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.getTime();
}

/** The instants before which each kind of data is past its duration. */
export function retentionCutoffs(retention: Retention, now: number) {
  return {
    ecuFiles: monthsBefore(now, retention.ecuFilesMonths),
    chatAttachments: monthsBefore(now, retention.chatAttachmentsMonths),
    securityLogs: monthsBefore(now, retention.securityLogsMonths),
  };
}
