import * as z from 'zod/mini';
import { retentionDefaults } from '@app/shared/privacy/retention-defaults';
import { retentionInputSchema, retentionOf, type Retention } from '@app/shared/privacy/schemas';
import { defineEntity } from '../lib/db/entity';
import { keys } from '../lib/db/keys';

/**
 * The retention durations of the settings item, read alone (the jobs, the notice and the
 * notifications' TTL need them; the settings' own entity is the content domain's).
 */
const settingsRetentionEntity = defineEntity({
  type: 'settings',
  schema: z.object({ retention: z.optional(retentionInputSchema), updated_at: z.optional(z.string()) }),
  key: () => keys.settings(),
  keyOf: () => keys.settings(),
});

/** The durations in force: the saved ones over the defaults (one GetItem). */
export async function readRetention(): Promise<{ retention: Retention; updatedAt?: string }> {
  const saved = await settingsRetentionEntity.get();
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
