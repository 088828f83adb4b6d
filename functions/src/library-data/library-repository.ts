import { indexKeys } from '../lib/db/keys';
import { readPage } from '../lib/db/pages';
import { table } from '../lib/db/table';
import { orderEntity, type OrderRecord } from '../order-data/order-record';
import { libraryKeyEntity, libraryVersionEntity } from './library-record';
import { isReference } from './library-writes';

/** Orders by id, one BatchGet (those gone are absent). */
export async function ordersById(ids: readonly string[]): Promise<Map<string, OrderRecord>> {
  if (!ids.length) return new Map();
  const orders = orderEntity.parseAll(await table.batchGet(ids.map((id) => orderEntity.key(id))));
  return new Map(orders.map((order) => [order.id, order]));
}

/** One match of a library key: the order, and the version whose bytes matched ('original' for its original). */
export interface LibraryMatch {
  order: OrderRecord;
  version: string;
}

/**
 * One page of a library key's partition, newest first (decision 042): one Query of at most
 * `limit` items and one BatchGet of their orders; a match whose order is gone is skipped.
 */
export async function libraryPage(key: string, query: { limit: number; cursor?: string }): Promise<{ matches: LibraryMatch[]; nextCursor?: string }> {
  const page = await readPage([{ index: 'gsi1', pk: indexKeys.library(key, '', '').gsi1pk }], query);
  const found = [
    ...libraryKeyEntity.parseAll(page.items).map((entry) => ({ order_id: entry.order_id, version: 'original', at: entry.created_at })),
    ...libraryVersionEntity.parseAll(page.items).map((entry) => ({ order_id: entry.order_id, version: entry.version, at: entry.delivered_at })),
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  const orders = await ordersById([...new Set(found.map((entry) => entry.order_id))]);
  const matches = found.flatMap(({ order_id, version }) => {
    const order = orders.get(order_id);
    return order ? [{ order, version }] : [];
  });
  return { matches, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
}

/** References read per recognition: the latest few are checked against their orders. */
const REFERENCES_READ = 10;

/**
 * The latest version delivered by hand for the same original bytes and the same services that may
 * still be reused (decision 042): one Query of the reference partition (sparse: a revoked or
 * not-reusable version has left it) and one BatchGet; each is checked again on its order as read.
 */
export async function referenceFor(originalSha: string, servicesKey: string, exceptOrderId: string): Promise<LibraryMatch | undefined> {
  const out = await table.query({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': indexKeys.libraryReference(originalSha, servicesKey, '', '', '').gsi2pk },
    ScanIndexForward: false,
    Limit: REFERENCES_READ,
  });
  const entries = libraryVersionEntity.parseAll(out.Items ?? []).filter((entry) => entry.order_id !== exceptOrderId);
  const orders = await ordersById([...new Set(entries.map((entry) => entry.order_id))]);
  for (const entry of entries) {
    const order = orders.get(entry.order_id);
    if (order && order.files.original?.sha256 === originalSha && isReference(order, entry.version)) return { order, version: entry.version };
  }
  return undefined;
}
