import { counterKeys } from '../lib/db/keys';
import { table, type Item } from '../lib/db/table';
import { unlessRefused } from '../lib/db/write';
import { listClientOrders } from '../order-data/order-repository';
import { clientCountersEntity, type ClientCounters } from './counter-record';
import { contributionOf, counterId, LIST_VERSION } from './order-contribution';

/** The stored item as the client's counters, or undefined when it does not read (out of range, wrong type). */
export function readableCounters(item: Item): ClientCounters | undefined {
  try {
    return clientCountersEntity.parse(item);
  } catch {
    return undefined;
  }
}

/**
 * One client's counters recomputed from its orders (one Query of its own index) and written
 * back in place of an item that does not read, so that one bad item is repaired where it is
 * read instead of failing every list it is in. The write is conditional on the item's list
 * version (every order write moves it): an order written meanwhile wins, and the next read
 * recounts again.
 */
export async function recountClient(clientId: string, stored: Item): Promise<ClientCounters> {
  const key = counterKeys.client(clientId);
  const counts: Record<string, number> = {};
  for (const order of await listClientOrders(clientId)) {
    for (const [name, n] of Object.entries(contributionOf(order).get(counterId(key))?.counts ?? {})) {
      counts[name] = (counts[name] ?? 0) + n;
    }
  }
  const counters = clientCountersEntity.schema.parse({ client_id: clientId, ...counts });
  const seen = stored[LIST_VERSION];
  // A new list version too (the lists the counters stand for are re-read); a version that no
  // longer reads restarts from the clock, which is past any version a client has cached.
  const version = typeof seen === 'number' ? seen + 1 : Date.now();
  const item = { ...clientCountersEntity.item(counters), [LIST_VERSION]: version };
  if (typeof seen !== 'number') {
    await table.put({ Item: item });
    return counters;
  }
  const condition = { ConditionExpression: '#v = :seen', ExpressionAttributeNames: { '#v': LIST_VERSION }, ExpressionAttributeValues: { ':seen': seen } };
  await unlessRefused(() => table.put({ Item: item, ...condition }), () => undefined);
  return counters;
}
