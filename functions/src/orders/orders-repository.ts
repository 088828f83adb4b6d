import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OrderStatus } from '@app/shared/orders/statuses';
import { db, isConditionFailure, tableName } from '../lib/db/client';
import { indexKeys, keys, nowIso } from '../lib/db/keys';
import { countAll, queryAll, type QueryInput } from '../lib/db/query';
import type { OrderRecord, StoredFile } from './order-record';

/** Every order a Query matches, newest first. */
const queryOrders = async (input: QueryInput): Promise<OrderRecord[]> =>
  (await queryAll({ ...input, ScanIndexForward: false })).map((item) => fromItem(item)!);

const STORED_ONLY = ['pk', 'sk', 'type', 'gsi1pk', 'gsi1sk', 'gsi2pk', 'gsi2sk', 'gsi3pk', 'gsi3sk'] as const;

function fromItem(item: Record<string, unknown> | undefined): OrderRecord | undefined {
  if (!item) return undefined;
  const record = { ...item };
  for (const name of STORED_ONLY) delete record[name];
  return record as unknown as OrderRecord;
}

const orderIndexes = (o: Pick<OrderRecord, 'id' | 'client_id' | 'status' | 'created_at'>) => ({
  ...indexKeys.allOrders(o.created_at, o.id),
  ...indexKeys.ordersByStatus(o.status, o.created_at, o.id),
  ...indexKeys.clientOrders(o.client_id, o.created_at, o.id),
});

/** Writes a new order; the id is fresh, so an existing item is a programming error. */
export async function putNewOrder(order: OrderRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.order(order.id), ...orderIndexes(order), type: 'order', ...order },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getOrder(id: string): Promise<OrderRecord | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.order(id), ConsistentRead: true }));
  return fromItem(out.Item);
}


/** Every order, newest first (gsi1). */
export const listAllOrders = () =>
  queryOrders({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': indexKeys.allOrders('', '').gsi1pk },
  });

/** One client's orders, newest first (gsi3), optionally only some statuses. */
export const listClientOrders = (clientId: string, statuses?: readonly OrderStatus[]) =>
  queryOrders({
    IndexName: 'gsi3',
    KeyConditionExpression: 'gsi3pk = :pk',
    ...(statuses?.length
      ? {
          FilterExpression: `#status IN (${statuses.map((_, i) => `:s${i}`).join(', ')})`,
          ExpressionAttributeNames: { '#status': 'status' },
        }
      : {}),
    ExpressionAttributeValues: {
      ':pk': indexKeys.clientOrders(clientId, '', '').gsi3pk,
      ...Object.fromEntries((statuses ?? []).map((s, i) => [`:s${i}`, s])),
    },
  });

/** Orders of one status, newest first (gsi2). */
export const listOrdersByStatus = (status: OrderStatus) =>
  queryOrders({
    IndexName: 'gsi2',
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': indexKeys.ordersByStatus(status, '', '').gsi2pk },
  });

/** Counts orders of one status; optionally created since an instant and not paid. */
export function countOrdersByStatus(status: OrderStatus, options: { createdSince?: string; notPaid?: boolean } = {}) {
  const values: Record<string, unknown> = { ':pk': indexKeys.ordersByStatus(status, '', '').gsi2pk };
  let condition = 'gsi2pk = :pk';
  if (options.createdSince) {
    condition += ' AND gsi2sk >= :since';
    values[':since'] = options.createdSince;
  }
  if (options.notPaid) values[':paye'] = 'paye';
  return countAll({
    IndexName: 'gsi2',
    KeyConditionExpression: condition,
    ...(options.notPaid ? { FilterExpression: 'payment_status <> :paye' } : {}),
    ExpressionAttributeValues: values,
  });
}

interface Change {
  /** Attributes to SET (names are escaped). */
  set: Record<string, unknown>;
  /** Extra condition on top of the order existing, with its own names and values. */
  condition?: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> };
}

/**
 * One conditional UpdateItem on an existing order; updated_at is always set (now, unless given). Returns the
 * updated order, or undefined when the order is missing or the extra condition failed.
 */
export async function updateOrder(id: string, change: Change): Promise<OrderRecord | undefined> {
  const names: Record<string, string> = { ...change.condition?.names };
  const values: Record<string, unknown> = { ...change.condition?.values };
  const sets: string[] = [];
  Object.entries({ updated_at: nowIso(), ...change.set }).forEach(([name, value], i) => {
    names[`#a${i}`] = name;
    values[`:a${i}`] = value;
    sets.push(`#a${i} = :a${i}`);
  });
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(id),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: ['attribute_exists(pk)', change.condition?.expression].filter(Boolean).join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
        ReturnValues: 'ALL_NEW',
      }),
    );
    return fromItem(out.Attributes);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** The status and its index key change in the same write. */
export const statusChange = (order: Pick<OrderRecord, 'id' | 'created_at'>, status: OrderStatus) => ({
  status,
  gsi2pk: indexKeys.ordersByStatus(status, order.created_at, order.id).gsi2pk,
});

/**
 * Reserves the next version number of an order atomically (ADD on a counter): concurrent
 * deliveries get distinct numbers. Undefined when the order does not exist.
 */
export async function reserveVersion(id: string): Promise<number | undefined> {
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(id),
        UpdateExpression: 'ADD version_count :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(out.Attributes?.version_count);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * Sets one entry of the files map (files.#v) and updated_at. Returns the order before and
 * after this very write (so a replaced file can be removed), or undefined when it is missing.
 */
export async function setOrderFile(
  id: string,
  version: string,
  file: StoredFile,
): Promise<{ before: OrderRecord; after: OrderRecord } | undefined> {
  const updatedAt = nowIso();
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.order(id),
        UpdateExpression: 'SET files.#v = :file, updated_at = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#v': version },
        ExpressionAttributeValues: { ':file': file, ':now': updatedAt },
        ReturnValues: 'ALL_OLD',
      }),
    );
    const before = fromItem(out.Attributes)!;
    const after: OrderRecord = { ...before, files: { ...before.files, [version]: file }, updated_at: updatedAt };
    return { before, after };
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** Deletes the order item; returns it, or undefined when it did not exist. */
export async function deleteOrderItem(id: string): Promise<OrderRecord | undefined> {
  try {
    const out = await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.order(id),
        ConditionExpression: 'attribute_exists(pk)',
        ReturnValues: 'ALL_OLD',
      }),
    );
    return fromItem(out.Attributes);
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}
