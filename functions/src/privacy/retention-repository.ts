import * as z from 'zod';
import { retentionInputSchema, retentionOf, type Retention } from '@app/shared/privacy/schemas';
import { defineEntity } from '../lib/db/entity';
import { keys } from '../lib/db/keys';
import { keyConditions } from '../lib/db/key-conditions';
import { table, type Key } from '../lib/db/table';
import { orderEntity, type OrderRecord } from '../order-data/order-record';

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

/** A page of security log entries older than `cutoffIso` (their keys), oldest first, and where the next starts. */
export async function oldSecurityLogKeys(cutoffIso: string, limit: number, after?: Key): Promise<{ keys: Key[]; next?: Key }> {
  const out = await table.query({
    ...keyConditions.upTo(keys.securityLog('', '').pk, cutoffIso),
    ProjectionExpression: 'pk, sk',
    Limit: limit,
    ...(after ? { ExclusiveStartKey: after } : {}),
  });
  const next = out.LastEvaluatedKey ? { pk: String(out.LastEvaluatedKey.pk), sk: String(out.LastEvaluatedKey.sk) } : undefined;
  return { keys: (out.Items ?? []).map((item) => ({ pk: String(item.pk), sk: String(item.sk) })), ...(next ? { next } : {}) };
}

export const deleteItems = (itemKeys: readonly Key[]) => table.batchDelete(itemKeys);

/** The orders of these ids that exist (one GetItem each: a page of files names few orders). */
export async function ordersByIds(ids: readonly string[]): Promise<Map<string, OrderRecord>> {
  const found = new Map<string, OrderRecord>();
  for (const id of ids) {
    const order = await orderEntity.get(id);
    if (order) found.set(id, order);
  }
  return found;
}
