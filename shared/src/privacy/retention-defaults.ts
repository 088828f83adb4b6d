/**
 * How long each kind of personal data is kept when the settings say nothing else (issue 24,
 * docs/decisions/026-retention.md gives the reasons). The bounds are the settings form's.
 */
export const retentionDefaults = {
  ecuFilesMonths: 24,
  chatAttachmentsMonths: 24,
  securityLogsMonths: 12,
  notificationsDays: 90,
  exportsDays: 7,
  auditYears: 10,
  invoicesYears: 10,
} as const;

export const retentionBounds = {
  ecuFilesMonths: { min: 1, max: 240 },
  chatAttachmentsMonths: { min: 1, max: 240 },
  securityLogsMonths: { min: 1, max: 120 },
  notificationsDays: { min: 7, max: 3650 },
  exportsDays: { min: 1, max: 30 },
  auditYears: { min: 1, max: 30 },
  invoicesYears: { min: 10, max: 30 },
} as const;

export type RetentionField = keyof typeof retentionDefaults;
