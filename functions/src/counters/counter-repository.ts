import { counterKeys } from '../lib/db/keys';
import { table } from '../lib/db/table';
import type { TransactInput } from '../lib/db/table';
import { addToCounter, LIST_VERSION } from './order-contribution';
import { clientCountersEntity, globalCountersEntity, unpaidDayEntity, type ClientCounters, type GlobalCounters } from './counter-record';

/** The business-wide counters (zeros before the first write). One GetItem. */
export async function readGlobalCounters(): Promise<GlobalCounters> {
  return (await globalCountersEntity.get()) ?? globalCountersEntity.schema.parse({});
}

/** One client's counters (zeros before its first order). One GetItem. */
export async function readClientCounters(clientId: string): Promise<ClientCounters> {
  return (await clientCountersEntity.get(clientId)) ?? clientCountersEntity.schema.parse({ client_id: clientId });
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
