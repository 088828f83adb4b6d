import * as z from 'zod/mini';
import { retentionInputSchema } from '@app/shared/privacy/schemas';
import { defineEntity } from '../lib/db/entity';
import { keys } from '../lib/db/keys';

/**
 * The application settings: one item, pk SETTINGS / sk SETTINGS (absent until first saved). The
 * content domain reads and saves it; the retention durations in it set the lifetimes the jobs,
 * the notice, the notifications and the security log use (settings-repository.ts).
 */
export const settingsEntity = defineEntity({
  type: 'settings',
  schema: z.object({
    opening_hours: z._default(z.string(), ''),
    client_message: z._default(z.string(), ''),
    terms_and_conditions: z._default(z.string(), ''),
    /** The retention durations saved (issue 24); the defaults fill the others. */
    retention: z.optional(retentionInputSchema),
    updated_at: z.optional(z.string()),
  }),
  key: () => keys.settings(),
  keyOf: () => keys.settings(),
});
export type SettingsRecord = z.infer<typeof settingsEntity.schema>;
