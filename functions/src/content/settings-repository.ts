import type { UpdateSettings } from '@app/shared/settings/schemas';
import { nowIso } from '../lib/db/keys';
import { settingsEntity, type SettingsRecord } from './settings-record';

/** The settings item (one GetItem), or undefined when never saved. */
export const getSettingsItem = () => settingsEntity.get();

/**
 * Sets the given texts (absent ones keep their value), creating the item on first save, and
 * answers the whole item after the write (one UpdateItem).
 */
export async function saveSettingsItem(changes: UpdateSettings): Promise<SettingsRecord> {
  const saved = await settingsEntity.update(settingsEntity.key(), {
    set: { type: settingsEntity.type, ...changes, updated_at: nowIso() },
    upsert: true,
  });
  if (!saved) throw new Error('An upsert of the settings answered no item');
  return saved;
}
