import { table } from '../lib/db/table';
import { orderEntity } from './order-record';

// Its own file: the purge job reads which orders exist and nothing else, so it never reaches the
// order writes it is not granted (infra/test/grants.test.ts follows imports file by file).

/** The ids among these that have an order item (BatchGet, 100 keys a call). */
export async function existingOrderIds(ids: readonly string[]): Promise<Set<string>> {
  const items = await table.batchGet(ids.map((id) => orderEntity.key(id)));
  return new Set(orderEntity.parseAll(items).map((order) => order.id));
}
