import type { RetentionField } from '@app/shared/privacy/retention-defaults';

/** The unit a retention duration is set in (settings › 'Conservation des données', issue 24). */
export type DurationUnit = 'days' | 'months' | 'years';

const words: Record<DurationUnit, [one: string, many: string]> = {
  days: ['jour', 'jours'],
  months: ['mois', 'mois'],
  years: ['an', 'ans'],
};

/** The unit's word for `value` ('jour' / 'jours', 'mois', 'an' / 'ans'): a field's suffix. */
export const durationUnitWord = (value: number, unit: DurationUnit): string => words[unit][value >= 2 ? 1 : 0];

/** A duration in French words: '1 an', '10 ans', '24 mois', '90 jours'. */
export const formatDuration = (value: number, unit: DurationUnit): string => `${value} ${durationUnitWord(value, unit)}`;

/** The unit of each retention duration of the settings, in the order the settings and the notice list them. */
export const retentionUnits = {
  ecuFilesMonths: 'months',
  chatAttachmentsMonths: 'months',
  securityLogsMonths: 'months',
  notificationsDays: 'days',
  exportsDays: 'days',
  auditYears: 'years',
  invoicesYears: 'years',
} as const satisfies Record<RetentionField, DurationUnit>;

export const retentionKeys = Object.keys(retentionUnits) as RetentionField[];
