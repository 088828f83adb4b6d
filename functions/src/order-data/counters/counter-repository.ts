import { counterKeys } from '../../lib/db/keys';
import { table, type Item, type Key } from '../../lib/db/table';
import type { Refusal, TransactionItem } from '../../lib/db/transaction';
import { updateExpression, type Condition } from '../../lib/db/update';
import { unlessRefused } from '../../lib/db/write';
import type { OrderRecord } from '../order-record';
import { readableCounters, recountedClient } from './client-recount';
import { counterDeltas, counterId, LIST_VERSION } from './order-contribution';
import {
  clientCountersEntity,
  globalCountersEntity,
  orderTotalsSchema,
  unpaidDayEntity,
  type ClientCounters,
  type GlobalCounters,
  type OrderTotals,
} from './counter-record';
import { orderShardKeys, randomOrderShard } from './order-shards';

/** COUNTERS/GLOBAL and the order shards, as stored: one BatchGet (strongly consistent with `consistent`). */
export const readBusinessItems = (consistent = false) => table.batchGet([counterKeys.global(), ...orderShardKeys()], consistent);

/**
 * On GLOBAL, moved by 1 with every move of the account counters: with the list versions of the
 * order shards it tells the recount whether any counted write happened while it walked
 * (recount.ts, decision 037).
 */
export const ACCOUNTS_VERSION = 'accounts_version';

/** GLOBAL among the items of readBusinessItems. */
export const globalItemOf = (items: readonly Item[]) => items.find((item) => item.sk === counterKeys.global().sk);
const orderCountNames = Object.keys(orderTotalsSchema.shape) as (keyof OrderTotals)[];

/** The order counts of these items summed (GLOBAL's kept from before sharding, and the shards'). */
export function sumOrderTotals(items: readonly Item[]): OrderTotals {
  const totals = orderTotalsSchema.parse({});
  for (const item of items) {
    const counts = orderTotalsSchema.parse(item);
    for (const name of orderCountNames) totals[name] += counts[name];
  }
  return totals;
}

/**
 * The business-wide counters (zeros before the first write): the order counts summed over
 * GLOBAL and the shards, the account counters from GLOBAL. One BatchGet.
 */
export async function readGlobalCounters(): Promise<GlobalCounters> {
  const items = await readBusinessItems();
  const global = globalCountersEntity.schema.parse(globalItemOf(items) ?? {});
  return { ...global, ...sumOrderTotals(items) };
}

const noCounters = (clientId: string) => clientCountersEntity.schema.parse({ client_id: clientId });

/**
 * One client's counters recounted (client-recount.ts) and written back in place of an item that
 * does not read, so that one bad item is repaired where it is read instead of failing every list
 * it is in. The write is conditional on the item's list version (every order write moves it): an
 * order written meanwhile wins, and the next read recounts again.
 */
async function recountClient(clientId: string, stored: Item): Promise<ClientCounters> {
  const counters = await recountedClient(clientId);
  const seen = stored[LIST_VERSION];
  // A new list version too (the lists the counters stand for are re-read); a version that no
  // longer reads restarts from the clock, which is past any version a client has cached.
  const version = typeof seen === 'number' ? seen + 1 : Date.now();
  const item = { ...clientCountersEntity.item(counters), [LIST_VERSION]: version };
  if (typeof seen !== 'number') {
    await table.put({ Item: item });
    return counters;
  }
  const condition = { ConditionExpression: '#v = :seen', ExpressionAttributeNames: { '#v': LIST_VERSION }, ExpressionAttributeValues: { ':seen': seen } };
  await unlessRefused(() => table.put({ Item: item, ...condition }), () => undefined);
  return counters;
}

/** The counters of a stored item (zeros when there is none); an item that does not read is recounted. */
const countersOf = async (clientId: string, item: Item | undefined): Promise<ClientCounters> =>
  item ? (readableCounters(item) ?? (await recountClient(clientId, item))) : noCounters(clientId);

/** One client's counters (zeros before its first order). One GetItem (a recount if it does not read). */
export async function readClientCounters(clientId: string): Promise<ClientCounters> {
  return countersOf(clientId, await table.get(clientCountersEntity.key(clientId), true));
}

/** The counters of many clients: one BatchGet; an item that does not read is recounted alone. */
export async function readManyClientCounters(clientIds: readonly string[]): Promise<Map<string, ClientCounters>> {
  const items = await table.batchGet(clientIds.map((id) => clientCountersEntity.key(id)));
  const byKey = new Map(items.map((item) => [counterId({ pk: String(item.pk), sk: String(item.sk) }), item]));
  const counters = await Promise.all(
    clientIds.map((id) => countersOf(id, byKey.get(counterId(clientCountersEntity.key(id))))),
  );
  return new Map(counters.map((c) => [c.client_id, c]));
}

/** The UTC days from `since` to `until` included, as 'YYYY-MM-DD'. */
export function daysBetween(since: Date, until: Date): string[] {
  const days: string[] = [];
  const day = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), since.getUTCDate()));
  for (; day <= until; day.setUTCDate(day.getUTCDate() + 1)) days.push(day.toISOString().slice(0, 10));
  return days;
}

/** Unpaid orders created on these days: one BatchGet of the day counters. */
export async function unpaidCreatedOn(days: readonly string[]): Promise<number> {
  const items = unpaidDayEntity.parseAll(await table.batchGet(days.map((day) => counterKeys.unpaidDay(day))));
  return items.reduce((sum, item) => sum + item.count, 0);
}

/** A transaction item adding to a counter item, created on first use (only while `condition` holds, if any). */
function addToCounter<R = never>(
  key: Key,
  counts: Record<string, number>,
  attributes: Record<string, unknown> = {},
  refused?: { condition: Condition; onConditionFailed: Refusal<R> },
): TransactionItem<R> {
  const change = { add: counts, set: { type: 'counters', ...attributes }, upsert: true, condition: refused?.condition };
  return { write: { Update: { Key: key, ...updateExpression(change) } }, ...(refused ? { onConditionFailed: refused.onConditionFailed } : {}) };
}

/**
 * The counter updates that turn `before` into `after` (order-contribution.ts), as transaction
 * items for the write of the order.
 */
export const counterUpdates = (before: OrderRecord | undefined, after: OrderRecord | undefined): TransactionItem[] =>
  counterDeltas(before, after).map((delta) => addToCounter(delta.key, delta.counts, delta.attributes));

/**
 * A new version of the order lists an order is in (all orders, its client's), for a write
 * that changes what the lists show without moving a counter (a delivered file).
 */
export const bumpListVersions = (clientId: string) =>
  table.transact([randomOrderShard(), counterKeys.client(clientId)].map((key) => addToCounter(key, { [LIST_VERSION]: 1 }).write));

const versionOf = (item: Item | undefined) => (typeof item?.[LIST_VERSION] === 'number' ? item[LIST_VERSION] : 0);

/**
 * The version of the caller's order list: its client's counters item (one GetItem), or for an
 * administrator the sum of the list versions of GLOBAL and the order shards (one BatchGet).
 * Every write adds 1 to one shard's version and nothing ever lowers one (a repair adds 1 too),
 * so the sum strictly increases with each write: a tag once given never comes back.
 */
export async function listVersion(clientId: string | undefined): Promise<number> {
  if (clientId) return versionOf(await table.get(counterKeys.client(clientId), true));
  return (await readBusinessItems()).reduce((sum, item) => sum + versionOf(item), 0);
}

/**
 * A transaction item that moves the account counters (pending clients, administrators); with
 * `adminsAbove`, only while more administrators than `above` remain (the last one is never
 * removed), its refusal saying so.
 */
export function accountCountersDelta<R = never>(
  moves: { pending_clients?: number; admins?: number },
  adminsAbove?: { above: number; onConditionFailed: Refusal<R> },
): TransactionItem<R> {
  const counts = { ...moves, [ACCOUNTS_VERSION]: 1 };
  if (!adminsAbove) return addToCounter(counterKeys.global(), counts);
  const condition = { expression: 'admins > :above', values: { ':above': adminsAbove.above } };
  return addToCounter(counterKeys.global(), counts, {}, { condition, onConditionFailed: adminsAbove.onConditionFailed });
}
