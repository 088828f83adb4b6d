import { counterKeys, indexKeys } from '../../lib/db/keys';
import { keyConditions } from '../../lib/db/key-conditions';
import { queryPages } from '../../lib/db/query';
import { table, type Item, type Key, type QueryInput } from '../../lib/db/table';
import { updateExpression } from '../../lib/db/update';
import { userEntity, usersOfRole, type UserRecord } from '../../users/user-record';
import { orderEntity, type OrderRecord } from '../order-record';
import { allOrders } from '../order-repository';
import { LIST_VERSION } from './order-contribution';
import { orderShardKey } from './order-shards';

/** Items a page of the recount's walks holds: a bounded batch, whatever the history. */
const PAGE_SIZE = 200;

/** A Query read one page at a time from `start` (a page's `next`), nothing kept between pages. */
const pagesOf = <T>(input: Omit<QueryInput, 'ExclusiveStartKey'>, parse: (items: Item[]) => T[], start?: Item) =>
  queryPages(input, parse, PAGE_SIZE, start);

/** The client accounts, a page at a time (gsi1). */
export const clientPages = (start?: Item) => pagesOf<UserRecord>(usersOfRole('client'), userEntity.parseAll, start);

/** Every order, a page at a time (gsi1). */
export const orderPages = (start?: Item) => pagesOf<OrderRecord>(allOrders(), orderEntity.parseAll, start);

/** One client's orders, a page at a time (gsi3). */
export const clientOrderPages = (clientId: string) =>
  pagesOf<OrderRecord>(
    keyConditions.partition(indexKeys.clientOrders(clientId, '', '').gsi3pk, 'gsi3'),
    orderEntity.parseAll,
  );

/** The unpaid-day counter items as stored, a page at a time (the counters partition). */
export const unpaidDayPages = () =>
  pagesOf<Item>(keyConditions.beginsWith(counterKeys.global().pk, 'UNPAID#'), (items) => items);

/** Counter items by key, as stored: BatchGet. */
export const readCounterItems = (keys: readonly Key[]) => table.batchGet(keys);

/**
 * The recount's repair of one counter item: SET of the recounted values (its other attributes
 * kept) and a new list version (the lists the counters stand for are re-read).
 */
export async function setCounters(key: Key, counts: Record<string, number>, attributes: Record<string, unknown> = {}) {
  const change = { set: { type: 'counters', ...attributes, ...counts }, add: { [LIST_VERSION]: 1 }, upsert: true };
  await table.update({ Key: key, ...updateExpression(change) });
}

/**
 * The repair of the business-wide order counts: the differences added to shard 0 (an ADD, so
 * writes on any shard meanwhile are kept), and a new version of the administrators' lists.
 */
export async function addToOrderTotals(differences: Record<string, number>) {
  const change = { set: { type: 'counters' }, add: { ...differences, [LIST_VERSION]: 1 }, upsert: true };
  await table.update({ Key: orderShardKey(0), ...updateExpression(change) });
}
