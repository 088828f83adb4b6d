import type { LedgerKind } from '@app/shared/credits/billing-modes';
import { keys } from '../lib/db/keys';
import { keyConditions } from '../lib/db/key-conditions';
import { queryAll } from '../lib/db/query';
import type { TransactionItem } from '../lib/db/transaction';
import { creditTotalsEntity } from './credit-record';

/** Shards per period: concurrent movements of different clients seldom meet on one item. */
export const CREDIT_TOTAL_SHARDS = 8;

/** '2026-11': the month of an instant in Paris (the business's month). */
export const parisMonth = (instant: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit' }).format(instant).slice(0, 7);

/** What a movement adds to its month's totals: a purchase is sold, an order used, its refund unused. */
function monthDelta(kind: LedgerKind, amountCents: number): Record<string, number> | undefined {
  if (kind === 'purchase') return { sold_cents: amountCents };
  if (kind === 'order' || kind === 'refund') return { used_cents: -amountCents };
  return undefined;
}

const addTo = (period: string, shard: number, add: Record<string, number>) =>
  creditTotalsEntity.updateItem(keys.creditTotals(period, shard), { add, set: { type: creditTotalsEntity.type }, upsert: true });

/**
 * The totals' updates of one movement, in its transaction (unconditional: never refused): a
 * shard of the 'ALL' period holds the outstanding balance (every movement moves it), a shard of
 * its Paris month the credits sold and used.
 */
export function creditTotalsWrites(kind: LedgerKind, amountCents: number, now: Date): TransactionItem[] {
  const shard = Math.floor(Math.random() * CREDIT_TOTAL_SHARDS);
  const month = monthDelta(kind, amountCents);
  return [addTo('ALL', shard, { outstanding_cents: amountCents }), ...(month ? [addTo(parisMonth(now), shard, month)] : [])];
}

const sumOf = async (period: string) => {
  const prefix = keys.creditTotals(period, '');
  const shards = creditTotalsEntity.parseAll(await queryAll(keyConditions.beginsWith(prefix.pk, prefix.sk)));
  return shards.reduce(
    (sum, shard) => ({
      sold_cents: sum.sold_cents + shard.sold_cents,
      used_cents: sum.used_cents + shard.used_cents,
      outstanding_cents: sum.outstanding_cents + shard.outstanding_cents,
    }),
    { sold_cents: 0, used_cents: 0, outstanding_cents: 0 },
  );
};

/** The totals: the month's credits sold and used, every client's balance summed (two Queries of CREDIT_TOTAL_SHARDS items each). */
export async function readCreditTotals(now = new Date()) {
  const [all, month] = await Promise.all([sumOf('ALL'), sumOf(parisMonth(now))]);
  return { sold_cents: month.sold_cents, used_cents: month.used_cents, outstanding_cents: all.outstanding_cents };
}
