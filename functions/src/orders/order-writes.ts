import { nowIso } from '../lib/db/keys';
import { table, type TransactInput } from '../lib/db/table';
import { conditionExpression, updateExpression } from '../lib/db/update';
import { unlessRefused } from '../lib/db/write';
import { notFound, unavailable } from '../lib/errors';
import { counterUpdates } from '../counters/order-contribution';
import { ORDER_NOT_FOUND } from './access';
import { orderEntity, type OrderRecord } from './order-record';
import { getOrder } from './order-repository';

const ATTEMPTS = 5;

/** The write of the order and its counters in one transaction: false when the order moved meanwhile. */
async function transact(orderItem: TransactInput, before?: OrderRecord, after?: OrderRecord) {
  return unlessRefused(
    async () => {
      await table.transact([orderItem, ...counterUpdates(before, after)]);
      return true;
    },
    (index) => {
      if (index === 0) return false;
      throw new Error(`Counter update ${index} refused`);
    },
  );
}

const unchangedSince = (order: OrderRecord) => ({ expression: 'updated_at = :seen', values: { ':seen': order.updated_at } });

/** Writes a new order and counts it, in one transaction. */
export async function insertOrder(order: OrderRecord): Promise<void> {
  const item = { Put: { Item: orderEntity.item(order), ConditionExpression: 'attribute_not_exists(pk)' } };
  if (!(await transact(item, undefined, order))) throw new Error('A fresh order id already exists');
}

/**
 * Applies a change to the order as it is now, with every counter it moves, in one transaction
 * conditional on the order not having changed since it was read; re-reads and retries otherwise.
 * `change` may refuse (throw a domain error) after looking at the order.
 */
export async function changeOrder(id: string, change: (order: OrderRecord) => Partial<OrderRecord>): Promise<OrderRecord> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const before = await getOrder(id);
    if (!before) throw notFound(ORDER_NOT_FOUND);
    const set = { ...change(before), updated_at: nowIso() };
    const after: OrderRecord = { ...before, ...set };
    const indexes = orderEntity.indexesOf(after);
    const item = {
      Update: { Key: orderEntity.key(id), ...updateExpression({ set: { ...set, ...indexes }, condition: unchangedSince(before) }) },
    };
    if (await transact(item, before, after)) return after;
  }
  throw unavailable();
}

/** Deletes the order and uncounts it, in one transaction; the order it was. */
export async function removeOrder(id: string): Promise<OrderRecord> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const before = await getOrder(id);
    if (!before) throw notFound(ORDER_NOT_FOUND);
    const item = { Delete: { Key: orderEntity.key(id), ...conditionExpression(unchangedSince(before)) } };
    if (await transact(item, before, undefined)) return before;
  }
  throw unavailable();
}
