import { creditWords } from '@app/shared/credits/billing-modes';
import { insufficientCredit, shortfallCents } from '@app/shared/credits/credit-rules';
import type { RETRY } from '../lib/db/optimistic';
import type { TransactionItem } from '../lib/db/transaction';
import { conflict } from '../lib/errors';
import { movementWrites, readCreditAccount } from '../credit-data/credit-ledger-repository';
import type { CreditAccountRecord } from '../credit-data/credit-record';
import { paidWithCredits } from '../order-data/order-amounts';
import type { OrderRecord } from '../order-data/order-record';
import type { OrderExtra } from './order-writes';

/** What an order in credits is refused when the balance and the allowed overdraft do not cover it (409). */
const shortOf = (missingCents: number) => conflict(insufficientCredit(missingCents));

/** Refuses (409) an order of `priceCents` the account as read does not cover: before any file is placed. */
export function refuseShortCredit(account: CreditAccountRecord, priceCents: number): void {
  const missing = shortfallCents(account.balance_cents, account.overdraft_cents, priceCents);
  if (missing > 0) throw shortOf(missing);
}

/**
 * The debit of a new order's price from its client's credits (decision 040), read again at each
 * attempt of the order's transaction: the account write is conditional on the balance read
 * (RETRY when a concurrent debit won), and a balance that no longer covers the price refuses
 * the order (409) with what it lacks.
 */
export async function creditDebit(clientId: string, orderId: string, priceCents: number): Promise<readonly TransactionItem<typeof RETRY>[]> {
  const account = await readCreditAccount(clientId);
  return movementWrites(account, { kind: 'order', amount_cents: -priceCents, order_id: orderId }, shortOf).items;
}

/**
 * The refund of an order paid in credits that is cancelled (status annule) or deleted, in the
 * write of that change (decision 040): a 'refund' movement of the credits it took, and the order
 * marked refunded (« Non dû »: it owes nothing and has been paid nothing). Once only: the order
 * write is conditional on the order as read, which was not refunded yet; RETRY when its client's
 * balance moved meanwhile. Nothing for any other change or order.
 */
export async function creditRefund(before: OrderRecord, after: OrderRecord | undefined, now: string) {
  if (!paidWithCredits(before) || before.credits_cents === undefined) return undefined;
  if (after && after.status !== 'annule') return undefined;
  const account = await readCreditAccount(before.client_id);
  const { items } = movementWrites(account, { kind: 'refund', amount_cents: before.credits_cents, order_id: before.id });
  const set: Partial<OrderRecord> = { credits_refunded_at: now, payment_status: 'non_du', payment_updated_at: now };
  return { set, items };
}

/** Runs two extras of an order change one after the other, their attributes and items together. */
export const bothExtras =
  (first: OrderExtra, second: OrderExtra): OrderExtra =>
  async (before, after, now) => {
    const one = await first(before, after, now);
    const two = await second(before, { ...after, ...one?.set }, now);
    if (!one && !two) return undefined;
    return { set: { ...one?.set, ...two?.set }, items: [...(one?.items ?? []), ...(two?.items ?? [])] };
  };

/** The refusal of a change an order paid in credits does not take (its payment, its price). */
export function refuseIfPaidWithCredits(order: OrderRecord, what: 'payment' | 'price'): void {
  if (paidWithCredits(order)) throw conflict(what === 'payment' ? creditWords.paidWithCreditsPayment : creditWords.paidWithCreditsPrice);
}
