import type { OrderStatus } from '@app/shared/orders/statuses';
import { indexKeys, nowIso } from '../lib/db/keys';
import { invalid } from '../lib/errors';
import { UPLOAD_NOT_FOUND } from '../lib/files/file-messages';
import type { Filter } from '../lib/db/filters';
import { queryAll, type QueryInput } from '../lib/db/query';
import { keyConditions } from '../lib/db/key-conditions';
import { RETRY } from '../lib/db/optimistic';
import { readPage, type Partition } from '../lib/db/pages';
import type { UserRecord } from '../users/user-record';
import { orderEntity, type OrderRecord, type StoredFile } from './order-record';
import { transact, WRITTEN, type TransactionItem } from '../lib/db/transaction';
import { searchKeysOf } from './order-lookup-record';

/** Every order a Query matches, newest first. */
const queryOrders = async (input: QueryInput): Promise<OrderRecord[]> =>
  orderEntity.parseAll(await queryAll({ ...input, ScanIndexForward: false }));

export const getOrder = (id: string) => orderEntity.get(id);

/** Every order (gsi1). */
export const allOrders = () => keyConditions.partition(indexKeys.allOrders('', '').gsi1pk, 'gsi1');

/** Every order, newest first (gsi1): for the jobs, never on a request path. */
export const listAllOrders = () => queryOrders(allOrders());

/** Every order of one client, newest first (gsi3): one Query of its own index. */
export const listClientOrders = (clientId: string) =>
  queryOrders(keyConditions.partition(indexKeys.clientOrders(clientId, '', '').gsi3pk, 'gsi3'));

/**
 * Reserves the next version number of an order atomically (ADD on a counter): concurrent
 * deliveries get distinct numbers. Undefined when the order does not exist.
 */
export async function reserveVersion(id: string, now = nowIso()): Promise<number | undefined> {
  return (await orderEntity.update(orderEntity.key(id), { add: { version_count: 1 }, set: { updated_at: now } }))
    ?.version_count;
}

/** Concurrent deliveries of one order conflict as transactions: tried this many times before a 503. */
const DELIVERY_ATTEMPTS = 8;

/**
 * Sets files[version] and updated_at on the order as read, with `more` (its audit entry) in the
 * same transaction, conditional on that entry being the file read (none for a fresh version):
 * the order after, or undefined when it is gone or the entry changed meanwhile.
 */
export async function setOrderFile(seen: OrderRecord, version: string, file: StoredFile, more: readonly TransactionItem[]) {
  const seenKey = seen.files[version]?.key;
  const names = { '#files': 'files', '#version': version };
  const condition = seenKey
    ? { expression: '#files.#version.#key = :seen_key', names: { ...names, '#key': 'key' }, values: { ':seen_key': seenKey } }
    : { expression: 'attribute_not_exists(#files.#version)', names };
  const change = { set: { [`files.${version}`]: file, updated_at: file.uploaded_at }, condition };
  const outcome = await transact([orderEntity.updateItem(orderEntity.key(seen.id), change, () => undefined), ...more], { attempts: DELIVERY_ATTEMPTS });
  return outcome === WRITTEN ? getOrder(seen.id) : undefined;
}

/**
 * The partitions a caller's list is made of: all orders (gsi1) or one client's (gsi3), or one
 * partition per status (gsi2 for all clients, gsi4 for one), so a status list never reads the
 * orders of other statuses.
 */
function partitionsOf(user: Pick<UserRecord, 'id' | 'role'>, statuses: readonly OrderStatus[] | undefined): Partition[] {
  const admin = user.role === 'admin';
  if (!statuses?.length) {
    return [admin ? { index: 'gsi1', pk: indexKeys.allOrders('', '').gsi1pk } : { index: 'gsi3', pk: indexKeys.clientOrders(user.id, '', '').gsi3pk }];
  }
  return statuses.map((status) =>
    admin
      ? { index: 'gsi2', pk: indexKeys.ordersByStatus(status, '', '').gsi2pk }
      : { index: 'gsi4', pk: indexKeys.clientOrdersByStatus(user.id, status, '', '').gsi4pk },
  );
}

/** One page of the orders a caller sees (of these statuses, if any), newest first, filtered (lib/db/pages.ts). */
export async function ordersPage(
  user: Pick<UserRecord, 'id' | 'role'>,
  query: { statuses?: readonly OrderStatus[]; limit: number; cursor?: string; filter?: Filter },
): Promise<{ orders: OrderRecord[]; nextCursor?: string }> {
  const page = await readPage(partitionsOf(user, query.statuses), query);
  return { orders: orderEntity.parseAll(page.items), ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
}

/**
 * The order's own transaction items (written with its counters and notifications by
 * orders/order-writes.ts), each saying what its refusal means. A change or a deletion is
 * conditional on the order not having changed since it was read: RETRY, read again.
 */
const unchangedSince = (order: OrderRecord) => ({ expression: 'updated_at = :seen', values: { ':seen': order.updated_at } });

export const orderItems = {
  /**
   * A new order. Its id is drawn with the upload ticket of its file (order-files.ts): a taken
   * one is that upload used a second time, refused as a consumed upload (400).
   */
  insert: (order: OrderRecord) => orderEntity.createItem(order, () => invalid(UPLOAD_NOT_FOUND)),
  /**
   * The attributes `set` (and those removed) on the order as read, and its index attributes after them; `search_keys`
   * only when its lookup items are rewritten (order-lookup-repository.ts), so that it never claims
   * lookup items an order written before them lacks.
   */
  change: (before: OrderRecord, set: Partial<OrderRecord>, remove: readonly (keyof OrderRecord)[] = []) => {
    const { search_keys, ...indexes } = orderEntity.indexesOf({ ...before, ...set });
    const moved = search_keys !== searchKeysOf(before) ? { search_keys } : {};
    return orderEntity.updateItem(
      orderEntity.key(before.id),
      { set: { ...set, ...indexes, ...moved }, remove, condition: unchangedSince(before) },
      (): typeof RETRY => RETRY,
    );
  },
  /** The deletion of the order as read. */
  remove: (before: OrderRecord) =>
    orderEntity.deleteItem(orderEntity.key(before.id), { condition: unchangedSince(before), mustExist: true, onConditionFailed: () => RETRY }),
};
