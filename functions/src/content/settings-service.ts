import type { Settings, UpdateSettings } from '@app/shared/settings/schemas';
import type { SettingsRecord } from './settings-record';
import { getSettingsItem, saveSettingsItem } from './settings-repository';

const toSettings = (record: SettingsRecord | undefined): Settings => ({
  opening_hours: record?.opening_hours ?? '',
  client_message: record?.client_message ?? '',
  terms_and_conditions: record?.terms_and_conditions ?? '',
});

/** GET /api/settings and /api/admin/settings: '' for a text never set. */
export async function readSettings(): Promise<Settings> {
  return toSettings(await getSettingsItem());
}

/** PUT /api/admin/settings: saves the texts given, keeps the others. */
export async function saveSettings(changes: UpdateSettings): Promise<Settings> {
  return toSettings(await saveSettingsItem(changes));
}
