import { counterKeys } from '../lib/db/keys';
import { table, type Item, type TransactInput } from '../lib/db/table';
import { readableCounters, recountClient } from './client-recount';
import { addToCounter, counterId, LIST_VERSION } from './order-contribution';
import { clientCountersEntity, globalCountersEntity, unpaidDayEntity, type ClientCounters, type GlobalCounters } from './counter-record';

/** The business-wide counters (zeros before the first write). One GetItem. */
export async function readGlobalCounters(): Promise<GlobalCounters> {
  return (await globalCountersEntity.get()) ?? globalCountersEntity.schema.parse({});
}

const noCounters = (clientId: string) => clientCountersEntity.schema.parse({ client_id: clientId });

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

/**
 * A new version of the order lists an order is in (all orders, its client's), for a write
 * that changes what the lists show without moving a counter (a delivered file).
 */
export const bumpListVersions = (clientId: string) =>
  table.transact([counterKeys.global(), counterKeys.client(clientId)].map((key) => addToCounter(key, { [LIST_VERSION]: 1 })));

/** The version of the caller's order list (all orders for an administrator): one GetItem. */
export async function listVersion(clientId: string | undefined): Promise<number> {
  const item = await table.get(clientId ? counterKeys.client(clientId) : counterKeys.global(), true);
  const version = item?.[LIST_VERSION];
  return typeof version === 'number' ? version : 0;
}

/**
 * A transaction item that moves the account counters (pending clients, administrators); with
 * `adminsAbove`, only while more administrators than that remain (the last one is never removed).
 */
export function accountCountersDelta(counts: { pending_clients?: number; admins?: number }, adminsAbove?: number): TransactInput {
  const item = addToCounter(counterKeys.global(), counts);
  if (adminsAbove === undefined || !item.Update) return item;
  const update = item.Update;
  return {
    Update: {
      ...update,
      ConditionExpression: 'admins > :above',
      ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':above': adminsAbove },
    },
  };
}
