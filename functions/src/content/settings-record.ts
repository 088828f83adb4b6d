import * as z from 'zod';
import { retentionInputSchema } from '@app/shared/privacy/schemas';
import { defineEntity } from '../lib/db/entity';
import { keys } from '../lib/db/keys';

/** The application settings: one item, pk SETTINGS / sk SETTINGS (absent until first saved). */
export const settingsEntity = defineEntity({
  type: 'settings',
  schema: z.object({
    opening_hours: z.string().default(''),
    client_message: z.string().default(''),
    terms_and_conditions: z.string().default(''),
    /** The retention durations saved (issue 24); the defaults fill the others. */
    retention: retentionInputSchema.optional(),
    updated_at: z.string().optional(),
  }),
  key: () => keys.settings(),
  keyOf: () => keys.settings(),
});
export type SettingsRecord = z.infer<typeof settingsEntity.schema>;
