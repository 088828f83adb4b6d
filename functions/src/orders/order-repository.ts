import type { OrderStatus } from '@app/shared/orders/statuses';
import { indexKeys, nowIso } from '../lib/db/keys';
import { countAll, queryAll, type QueryInput } from '../lib/db/query';
import type { Change } from '../lib/db/update';
import { orderEntity, type OrderRecord, type StoredFile } from './order-record';

/** Every order a Query matches, newest first. */
const queryOrders = async (input: QueryInput): Promise<OrderRecord[]> =>
  orderEntity.parseAll(await queryAll({ ...input, ScanIndexForward: false }));

/** Writes a new order; the id is fresh, so an existing item is a programming error. */
export async function putNewOrder(order: OrderRecord): Promise<void> {
  if (!(await orderEntity.create(order))) throw new Error('A fresh order id already exists');
}

export const getOrder = (id: string) => orderEntity.get(id);

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

/**
 * Counts orders of one status; optionally created since an instant and unpaid: payment status
 * neither paye nor non_du, where a non_du never set by an administrator counts as du (the
 * payment rule, see effectivePaymentStatus).
 */
export function countOrdersByStatus(status: OrderStatus, options: { createdSince?: string; unpaid?: boolean } = {}) {
  const values: Record<string, unknown> = { ':pk': indexKeys.ordersByStatus(status, '', '').gsi2pk };
  let condition = 'gsi2pk = :pk';
  if (options.createdSince) {
    condition += ' AND gsi2sk >= :since';
    values[':since'] = options.createdSince;
  }
  if (options.unpaid) Object.assign(values, { ':paye': 'paye', ':non_du': 'non_du', ':null': null });
  return countAll({
    IndexName: 'gsi2',
    KeyConditionExpression: condition,
    ...(options.unpaid
      ? {
          FilterExpression:
            '(NOT payment_status IN (:paye, :non_du)) OR ' +
            '(payment_status = :non_du AND (attribute_not_exists(payment_updated_at) OR payment_updated_at = :null))',
        }
      : {}),
    ExpressionAttributeValues: values,
  });
}

/**
 * One conditional UpdateItem on an existing order; updated_at is always set (now, unless given).
 * Returns the updated order, or undefined when the order is missing or the extra condition failed.
 */
export const updateOrder = (id: string, change: Change, now = nowIso()) =>
  orderEntity.update(orderEntity.key(id), { ...change, set: { updated_at: now, ...change.set } });

/** The status and its index key change in the same write. */
export const statusChange = (order: Pick<OrderRecord, 'id' | 'created_at'>, status: OrderStatus) => ({
  status,
  gsi2pk: indexKeys.ordersByStatus(status, order.created_at, order.id).gsi2pk,
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

/** Deletes the order item; returns it, or undefined when it did not exist. */
export const deleteOrderItem = (id: string) => orderEntity.remove(orderEntity.key(id));
