import * as z from 'zod/mini';
import type { BillingMode } from '@app/shared/credits/billing-modes';
import type { Settings, UpdateSettings } from '@app/shared/settings/schemas';
import { retentionOf, retentionSchema } from '@app/shared/privacy/schemas';
import type { SettingsRecord } from '../settings-data/settings-record';
import { getSettingsItem, saveSettingsAfter } from '../settings-data/settings-repository';
import { auditWrites, changedFields, type AuditContext } from '../audit/audit-item';
import { defaultBillingMode, defaultBillingModeWrite } from '../credit-data/credit-ledger-repository';

const TEXTS = ['opening_hours', 'client_message', 'terms_and_conditions'] as const;
/** What the audit entry compares: the texts and each retention duration (a field of its own). */
const AUDITED = [...TEXTS, ...z.keyof(retentionSchema).options, 'default_billing_mode'] as const;
const audited = ({ retention, ...texts }: Omit<Settings, 'retention'> & { retention?: Partial<Settings['retention']> }): Record<string, unknown> => ({
  ...texts,
  ...retention,
});

const toSettings = (record: SettingsRecord | undefined, mode: BillingMode): Settings => ({
  opening_hours: record?.opening_hours ?? '',
  client_message: record?.client_message ?? '',
  terms_and_conditions: record?.terms_and_conditions ?? '',
  retention: retentionOf(record?.retention),
  default_billing_mode: mode,
});

/**
 * GET /api/settings and /api/admin/settings: '' for a text never set; the default billing mode
 * is the credits model's item (decision 040: the orders and credits functions read it there).
 */
export async function readSettings(): Promise<Settings> {
  const [record, mode] = await Promise.all([getSettingsItem(), defaultBillingMode()]);
  return toSettings(record, mode);
}

/**
 * PUT /api/admin/settings: saves the texts given, keeps the others, with its audit entry
 * ('terms.update' when only the terms changed) in the same transaction.
 */
export async function saveSettings(input: UpdateSettings, context: AuditContext): Promise<Settings> {
  const { default_billing_mode: mode, ...changes } = input;
  const [seen, modeBefore] = await Promise.all([getSettingsItem(), defaultBillingMode()]);
  const before = toSettings(seen, modeBefore);
  // A partial retention keeps the durations it does not name.
  const merged = { ...changes, ...(changes.retention ? { retention: { ...before.retention, ...changes.retention } } : {}) };
  const changed = changedFields(audited(before), audited({ ...before, ...merged, default_billing_mode: mode ?? modeBefore }), AUDITED);
  const onlyTerms = Object.keys(changed.after).every((field) => field === 'terms_and_conditions') && 'terms_and_conditions' in changed.after;
  const audit = auditWrites(context, { action: onlyTerms ? 'terms.update' : 'settings.update', subject: onlyTerms ? 'Conditions générales' : 'Paramètres', ...changed });
  const modeWrite = mode !== undefined && mode !== modeBefore ? [defaultBillingModeWrite(mode)] : [];
  return toSettings(await saveSettingsAfter(seen, merged, [...audit, ...modeWrite]), mode ?? modeBefore);
}
