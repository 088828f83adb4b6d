import { randomUUID } from 'node:crypto';
import type { BillingMode, LedgerKind } from '@app/shared/credits/schemas';
import { creditMessages } from '@app/shared/credits/schemas';
import { indexKeys, nowIso } from '../lib/db/keys';
import { keyConditions } from '../lib/db/key-conditions';
import { readPage } from '../lib/db/pages';
import { queryAll } from '../lib/db/query';
import { CONTENDED_BACKOFF, RETRY, retryOptimistic } from '../lib/db/optimistic';
import { transact, WRITTEN, type TransactionItem } from '../lib/db/transaction';
import { conflict } from '../lib/errors';
import { creditAccountEntity, creditEntryEntity, type CreditAccountRecord, type CreditEntryRecord } from './credit-record';

/** A movement to write: signed cents, and what it is about. */
export interface Movement {
  kind: LedgerKind;
  amount_cents: number;
  order_id?: string;
  invoice_id?: string;
  pack_name?: string;
  reason?: string;
  actor_id?: string;
  payment_id?: string;
}

/** A client's account as stored, or the one it has before its first movement (post-paid, 0). */
export async function readCreditAccount(clientId: string): Promise<CreditAccountRecord> {
  return (
    (await creditAccountEntity.get(clientId)) ?? {
      client_id: clientId,
      mode: 'postpaid',
      balance_cents: 0,
      overdraft_cents: 0,
      version: 0,
      updated_at: '',
    }
  );
}

/** The write of the account as read (`seen`) into `next`: refused (a retry) when anything changed since. */
function accountWrite(seen: CreditAccountRecord, next: Partial<CreditAccountRecord>): TransactionItem<typeof RETRY> {
  const condition =
    seen.version === 0 ? { expression: 'attribute_not_exists(pk)' } : { expression: 'version = :seen_version', values: { ':seen_version': seen.version } };
  const record = { ...seen, ...next, version: seen.version + 1, updated_at: nowIso() };
  return creditAccountEntity.updateItem(creditAccountEntity.keyOf(record), { set: { type: creditAccountEntity.type, ...record }, upsert: true, condition }, () => RETRY);
}

/** Sorts by time like the notifications' ids: the ledger's page order is its sort key's. */
const entryId = (now: Date) => `${now.getTime().toString(36).padStart(9, '0')}-${randomUUID()}`;

/**
 * Writes one movement and the balance after it, with `more` (the order it pays, the event it
 * applies, its audit entry) in the same transaction. A movement that takes credits may not take
 * the balance below the allowed overdraft: `refused()` is thrown then, and nothing is written.
 * Concurrent movements of one client each read the balance and write on the condition that it
 * did not change: the losers read again (many short rounds, as for invoice numbers).
 */
export async function applyMovement(
  clientId: string,
  movement: Movement,
  more: (entry: CreditEntryRecord) => readonly TransactionItem<unknown>[] = () => [],
  refused: () => Error = () => conflict(creditMessages.belowOverdraft),
): Promise<CreditEntryRecord> {
  return applyPreparedMovement(clientId, () => Promise.resolve({ movement, more }), refused);
}

/** A movement and what goes with it, made again at each attempt. */
export interface PreparedMovement {
  movement: Movement;
  more: (entry: CreditEntryRecord) => readonly TransactionItem<unknown>[];
}

/**
 * applyMovement for a movement whose writes depend on reads that a lost race makes stale (a pack
 * purchase takes the next invoice number: decision 041): `prepare` runs at every attempt, and a
 * write of `more` refused with RETRY (the number taken meanwhile) is one more lost race.
 */
export async function applyPreparedMovement(
  clientId: string,
  prepare: () => Promise<PreparedMovement>,
  refused: () => Error = () => conflict(creditMessages.belowOverdraft),
): Promise<CreditEntryRecord> {
  return retryOptimistic(
    async () => {
      const [account, { movement, more }] = await Promise.all([readCreditAccount(clientId), prepare()]);
      const after = account.balance_cents + movement.amount_cents;
      if (movement.amount_cents < 0 && after < -account.overdraft_cents) throw refused();
      const now = new Date();
      const entry: CreditEntryRecord = { id: entryId(now), client_id: clientId, ...movement, balance_after_cents: after, created_at: now.toISOString() };
      const written = await transact([accountWrite(account, { balance_cents: after }), creditEntryEntity.createItem(entry), ...more(entry)]);
      return written === WRITTEN ? entry : RETRY;
    },
    () => conflict(creditMessages.balanceBusy),
    CONTENDED_BACKOFF,
  );
}

/** Sets a client's billing mode and overdraft, with `more` (its audit entry) once the account as read is known. */
export async function saveBilling(
  clientId: string,
  billing: { mode: BillingMode; overdraft_cents: number },
  more: (before: CreditAccountRecord) => readonly TransactionItem<unknown>[],
): Promise<CreditAccountRecord> {
  return retryOptimistic(
    async () => {
      const account = await readCreditAccount(clientId);
      const written = await transact([accountWrite(account, billing), ...more(account)]);
      return written === WRITTEN ? { ...account, ...billing } : RETRY;
    },
    () => conflict(creditMessages.balanceBusy),
  );
}

/** One page of a client's movements, newest first. */
export async function creditEntriesPage(clientId: string, query: { limit: number; cursor?: string }) {
  const page = await readPage([{ index: 'gsi1', pk: indexKeys.creditLedger(clientId, '', '').gsi1pk }], query);
  return { entries: creditEntryEntity.parseAll(page.items), nextCursor: page.nextCursor };
}

/** The months ('YYYY-MM') from one day's to another's, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  const last = to.slice(0, 7);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    if (current > last) return months;
    months.push(current);
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/**
 * Every client's movements of a period (business days, both included; at most 366 days: the
 * export), oldest first: one range Query per month on gsi2, never a Scan.
 */
export async function creditEntriesOfPeriod(from: string, to: string): Promise<CreditEntryRecord[]> {
  const months = await Promise.all(
    monthsBetween(from, to).map(async (month) => {
      const pk = indexKeys.creditMovesByMonth(`${month}-01`, '', '').gsi2pk;
      return creditEntryEntity.parseAll(await queryAll(keyConditions.between(pk, from, `${to}#~`, 'gsi2')));
    }),
  );
  return months.flat();
}
