import type { OrderStatus } from '@app/shared/orders/statuses';
import { indexKeys, nowIso } from '../lib/db/keys';
import { queryAll, type QueryInput } from '../lib/db/query';
import { orderEntity, type OrderRecord, type StoredFile } from './order-record';

/** Every order a Query matches, newest first. */
const queryOrders = async (input: QueryInput): Promise<OrderRecord[]> =>
  orderEntity.parseAll(await queryAll({ ...input, ScanIndexForward: false }));

export const getOrder = (id: string) => orderEntity.get(id);

/** Every order, newest first (gsi1). */
export const listAllOrders = () => queryOrders(partitionQuery('gsi1', indexKeys.allOrders('', '').gsi1pk));

/** A Query on one partition of an index, keeping only some statuses when given. */
export function partitionQuery(index: 'gsi1' | 'gsi3', pk: string, statuses?: readonly OrderStatus[]): QueryInput {
  const values = Object.fromEntries((statuses ?? []).map((s, i) => [`:s${i}`, s]));
  return {
    IndexName: index,
    KeyConditionExpression: `${index}pk = :pk`,
    ExpressionAttributeValues: { ':pk': pk, ...values },
    ...(statuses?.length
      ? { FilterExpression: `#status IN (${Object.keys(values).join(', ')})`, ExpressionAttributeNames: { '#status': 'status' } }
      : {}),
  };
}

/** One client's orders, newest first (gsi3), optionally only some statuses. */
export const listClientOrders = (clientId: string, statuses?: readonly OrderStatus[]) =>
  queryOrders(partitionQuery('gsi3', indexKeys.clientOrders(clientId, '', '').gsi3pk, statuses));

/** Orders of one status, newest first (gsi2). */
export const listOrdersByStatus = (status: OrderStatus) =>
  queryOrders({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': indexKeys.ordersByStatus(status, '', '').gsi2pk },
  });

/**
 * Reserves the next version number of an order atomically (ADD on a counter): concurrent
 * deliveries get distinct numbers. Undefined when the order does not exist.
 */
export async function reserveVersion(id: string, now = nowIso()): Promise<number | undefined> {
  return (await orderEntity.update(orderEntity.key(id), { add: { version_count: 1 }, set: { updated_at: now } }))
    ?.version_count;
}

/**
 * Sets one entry of the files map (files.vN) and updated_at. Returns the order before and after
 * this very write (so a replaced file can be removed), or undefined when it is missing.
 */
export async function setOrderFile(id: string, version: string, file: StoredFile) {
  const before = await orderEntity.updateReturningOld(orderEntity.key(id), {
    set: { [`files.${version}`]: file, updated_at: file.uploaded_at },
  });
  if (!before) return undefined;
  const after: OrderRecord = { ...before, files: { ...before.files, [version]: file }, updated_at: file.uploaded_at };
  return { before, after };
}
