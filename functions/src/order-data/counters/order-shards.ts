import type { Key } from '../../lib/db/table';

/**
 * The business-wide order counts and the administrators' list version are spread over
 * ORDER_SHARDS items, one chosen at random by each write, so that concurrent order
 * transactions seldom meet on one item (a transaction conflicts with any other in flight on
 * the same item). Reads sum them with `COUNTERS/GLOBAL`, which held them before and keeps what
 * it held. A shard alone may go below zero (an order counted on one, moved on another): only
 * the sum means anything.
 */
export const ORDER_SHARDS = 16;

export const orderShardKey = (n: number): Key => ({ pk: 'COUNTERS', sk: `ORDERS#${n}` });

export const orderShardKeys = (): Key[] => Array.from({ length: ORDER_SHARDS }, (_, n) => orderShardKey(n));

export const randomOrderShard = (): Key => orderShardKey(Math.floor(Math.random() * ORDER_SHARDS));

/**
 * Where an order's share of the business-wide counts goes before a shard is chosen: no item
 * has this key (order-contribution.ts replaces it by a shard on each write).
 */
export const ORDER_TOTALS: Key = { pk: 'COUNTERS', sk: 'ORDERS#*' };
