import * as z from 'zod/mini';
import type { Settings, UpdateSettings } from '@app/shared/settings/schemas';
import { retentionOf, retentionSchema } from '@app/shared/privacy/schemas';
import type { SettingsRecord } from '../settings-data/settings-record';
import { getSettingsItem, saveSettingsAfter } from '../settings-data/settings-repository';
import { auditWrites, changedFields, type AuditContext } from '../audit/audit-item';

const TEXTS = ['opening_hours', 'client_message', 'terms_and_conditions'] as const;
/** What the audit entry compares: the texts and each retention duration (a field of its own). */
const AUDITED = [...TEXTS, ...z.keyof(retentionSchema).options] as const;
const audited = ({ retention, ...texts }: Omit<Settings, 'retention'> & { retention?: Partial<Settings['retention']> }): Record<string, unknown> => ({
  ...texts,
  ...retention,
});

const toSettings = (record: SettingsRecord | undefined): Settings => ({
  opening_hours: record?.opening_hours ?? '',
  client_message: record?.client_message ?? '',
  terms_and_conditions: record?.terms_and_conditions ?? '',
  retention: retentionOf(record?.retention),
});

/** GET /api/settings and /api/admin/settings: '' for a text never set. */
export async function readSettings(): Promise<Settings> {
  return toSettings(await getSettingsItem());
}

/**
 * PUT /api/admin/settings: saves the texts given, keeps the others, with its audit entry
 * ('terms.update' when only the terms changed) in the same transaction.
 */
export async function saveSettings(changes: UpdateSettings, context: AuditContext): Promise<Settings> {
  const seen = await getSettingsItem();
  const before = toSettings(seen);
  // A partial retention keeps the durations it does not name.
  const merged = { ...changes, ...(changes.retention ? { retention: { ...before.retention, ...changes.retention } } : {}) };
  const changed = changedFields(audited(before), audited({ ...before, ...merged }), AUDITED);
  const onlyTerms = Object.keys(changed.after).every((field) => field === 'terms_and_conditions') && 'terms_and_conditions' in changed.after;
  const audit = auditWrites(context, { action: onlyTerms ? 'terms.update' : 'settings.update', subject: onlyTerms ? 'Conditions générales' : 'Paramètres', ...changed });
  return toSettings(await saveSettingsAfter(seen, merged, audit));
}
