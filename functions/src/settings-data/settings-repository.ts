import type { UpdateSettings } from '@app/shared/settings/schemas';
import { retentionDefaults } from '@app/shared/privacy/retention-defaults';
import { retentionOf, type Retention } from '@app/shared/privacy/schemas';
import { nowIso } from '../lib/db/keys';
import { conflict } from '../lib/errors';
import { transact, type TransactionItem } from '../lib/db/transaction';
import { settingsEntity, type SettingsRecord } from './settings-record';

/** The settings item (one GetItem), or undefined when never saved. */
export const getSettingsItem = () => settingsEntity.get();

export const SETTINGS_CHANGED = 'Les paramètres ont été modifiés entre-temps. Rechargez et réessayez.';

/**
 * Sets the given texts on the settings as read, with `more` (the audit entry) in the same
 * transaction: refused with 409 when another save came in between.
 */
/** The condition of a save over an item of the settings partition as it was read (or absent). */
export const unchangedSince = (seen: { updated_at?: string | undefined } | undefined) =>
  seen?.updated_at
    ? { expression: 'updated_at = :seen_at', values: { ':seen_at': seen.updated_at } }
    : seen
      ? { expression: 'attribute_not_exists(updated_at)' }
      : { expression: 'attribute_not_exists(pk)' };

export async function saveSettingsAfter(seen: SettingsRecord | undefined, changes: UpdateSettings, more: readonly TransactionItem[]): Promise<SettingsRecord> {
  const updatedAt = nowIso();
  const condition = unchangedSince(seen);
  const update = settingsEntity.updateItem(
    settingsEntity.key(),
    { set: { type: settingsEntity.type, ...changes, updated_at: updatedAt }, upsert: true, condition },
    () => conflict(SETTINGS_CHANGED),
  );
  await transact([update, ...more]);
  return settingsEntity.schema.parse({ ...seen, ...changes, updated_at: updatedAt });
}

/** The retention durations in force: the saved ones over the defaults (one GetItem). */
export async function readRetention(): Promise<{ retention: Retention; updatedAt?: string }> {
  const saved = await getSettingsItem();
  return { retention: retentionOf(saved?.retention), ...(saved?.updated_at ? { updatedAt: saved.updated_at } : {}) };
}

const READ_EVERY_MS = 60_000;
let inForce: Retention = retentionDefaults;
let readAt = -Infinity;

/**
 * The durations for the lifetimes of new items (notifications, security logs): read at most once
 * a minute per warm process; a failed read keeps the last durations known.
 */
export async function retentionInForce(now = Date.now()): Promise<Retention> {
  if (now - readAt >= READ_EVERY_MS) {
    readAt = now;
    inForce = await readRetention().then(({ retention }) => retention, () => inForce);
  }
  return inForce;
}
