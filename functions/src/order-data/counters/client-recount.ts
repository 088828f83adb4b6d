import { counterKeys } from '../../lib/db/keys';
import type { Item } from '../../lib/db/table';
import { clientCountersEntity, type ClientCounters } from './counter-record';
import { contributionOf, counterId } from './order-contribution';
import { clientOrderPages } from './recount-repository';

/** The stored item as the client's counters, or undefined when it does not read (out of range, wrong type). */
export function readableCounters(item: Item): ClientCounters | undefined {
  try {
    return clientCountersEntity.parse(item);
  } catch {
    return undefined;
  }
}

/** One client's counters recomputed from its orders (its own index, a page at a time). */
export async function recountedClient(clientId: string): Promise<ClientCounters> {
  const key = counterKeys.client(clientId);
  const counts: Record<string, number> = {};
  for await (const page of clientOrderPages(clientId)) {
    for (const order of page.items) {
      for (const [name, n] of Object.entries(contributionOf(order).get(counterId(key))?.counts ?? {})) {
        counts[name] = (counts[name] ?? 0) + n;
      }
    }
  }
  return clientCountersEntity.schema.parse({ client_id: clientId, ...counts });
}
