import * as z from 'zod';
import { retentionInputSchema, retentionOf, type Retention } from '@app/shared/privacy/schemas';
import { defineEntity } from '../lib/db/entity';
import { keys } from '../lib/db/keys';

/**
 * The retention durations of the settings item, read alone (the jobs, the notice and the
 * notifications' TTL need them; the settings' own entity is the content domain's).
 */
const settingsRetentionEntity = defineEntity({
  type: 'settings',
  schema: z.object({ retention: retentionInputSchema.optional(), updated_at: z.string().optional() }),
  key: () => keys.settings(),
  keyOf: () => keys.settings(),
});

/** The durations in force: the saved ones over the defaults (one GetItem). */
export async function readRetention(): Promise<{ retention: Retention; updatedAt?: string }> {
  const saved = await settingsRetentionEntity.get();
  return { retention: retentionOf(saved?.retention), ...(saved?.updated_at ? { updatedAt: saved.updated_at } : {}) };
}
