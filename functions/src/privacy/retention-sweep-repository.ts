import { keys } from '../lib/db/keys';
import { keyConditions } from '../lib/db/key-conditions';
import { table, type Key } from '../lib/db/table';
import { orderEntity, type OrderRecord } from '../order-data/order-record';

/**
 * What the retention job reads and deletes (issue 24, decision 026). Apart from the settings'
 * durations (settings-data/settings-repository.ts), which every notification write reads: those
 * callers never reach a deletion they are not granted.
 */

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
