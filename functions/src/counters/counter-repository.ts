import { counterKeys } from '../lib/db/keys';
import { table } from '../lib/db/table';
import type { TransactInput } from '../lib/db/table';
import { addToCounter } from './order-contribution';
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

/** A transaction item that moves the pending-clients counter. */
export const pendingClientsDelta = (delta: number): TransactInput => addToCounter(counterKeys.global(), { pending_clients: delta });
