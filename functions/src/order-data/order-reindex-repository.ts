import { addTo, REINDEXED, type PageWalk } from '../lib/db/page-walk';
import { queryPages } from '../lib/db/query';
import { reindexed, reindexWalk } from '../lib/db/reindex';
import type { Item } from '../lib/db/table';
import { transact, WRITTEN } from '../lib/db/transaction';
import { orderEntity, type OrderRecord } from './order-record';
import { lookupItems, lookupsOf, searchKeysOf } from './order-lookup-record';
import { allOrders } from './order-repository';

/** Orders read per page by the lookup backfill: its memory stays that of one page. */
const BACKFILL_PAGE = 100;

/** The order's index attributes but its lookup keys (the backfill writes those with their items). */
const withoutLookups = {
  ...orderEntity,
  indexesOf: (order: OrderRecord) => {
    const { search_keys: _keys, ...indexes } = orderEntity.indexesOf(order);
    return indexes;
  },
};

/**
 * Writes the lookup items an order lacks (decision 017) with its `search_keys` in one
 * transaction, conditional on `search_keys` being still what was read (a write made meanwhile
 * wrote its own); removes the items of keys it no longer has. True when written.
 */
async function backfillOrder(item: Item): Promise<boolean> {
  const order = orderEntity.parse(item);
  const was = typeof item.search_keys === 'string' ? item.search_keys : undefined;
  if (!order || was === searchKeysOf(order)) return false;
  const condition =
    was === undefined
      ? { expression: 'attribute_not_exists(search_keys)' }
      : { expression: 'search_keys = :was', values: { ':was': was } };
  const written = await transact([
    orderEntity.updateItem(
      orderEntity.key(order.id),
      { set: { search_keys: searchKeysOf(order) }, condition },
      () => false,
    ),
    ...lookupItems(order.id, lookupsOf(order), was ? was.split(' ') : []),
  ]);
  return written === WRITTEN;
}

/** The lookup items of every order, page by page; counted with the reindexed items. */
const backfillLookups: PageWalk = async function* (start, totals) {
  for await (const page of queryPages(allOrders(), (items) => items, BACKFILL_PAGE, start)) {
    for (const item of page.items) if (await backfillOrder(item)) addTo(totals, REINDEXED);
    yield page.next;
  }
};

/**
 * Brings the index attributes of every order (status and client lists, search text) and its
 * lookup items in step with the code. Its own file: the jobs that read orders (the purges) never
 * reach a write they are not granted (infra/test/grants.test.ts follows imports file by file).
 */
export const orderReindexWalks: readonly PageWalk[] = [reindexWalk(withoutLookups, allOrders()), backfillLookups];

/** The order walks to their end (the local start, tests): how many orders were rewritten. */
export const reindexOrders = () => reindexed(orderReindexWalks);
