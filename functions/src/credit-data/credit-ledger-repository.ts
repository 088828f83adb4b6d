import { randomUUID } from 'node:crypto';
import { creditWords, lowBalanceMessage, type BillingMode, type LedgerKind } from '@app/shared/credits/billing-modes';
import { billingModeOf, centsText, crossedBelow } from '@app/shared/credits/credit-rules';
import { indexKeys, nowIso } from '../lib/db/keys';
import { keyConditions } from '../lib/db/key-conditions';
import { readPage } from '../lib/db/pages';
import { queryAll } from '../lib/db/query';
import { CONTENDED_BACKOFF, RETRY, retryOptimistic } from '../lib/db/optimistic';
import { transact, WRITTEN, type TransactionItem } from '../lib/db/transaction';
import { conflict } from '../lib/errors';
import { notificationWrites } from '../notifications/notify';
import { creditAccountEntity, creditEntryEntity, creditSettingsEntity, type CreditAccountRecord, type CreditEntryRecord } from './credit-record';
import { creditTotalsWrites } from './credit-totals-repository';

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

/** A client's account as stored, or the one it has before its first movement (no mode of its own, 0). */
export async function readCreditAccount(clientId: string): Promise<CreditAccountRecord> {
  return (
    (await creditAccountEntity.get(clientId)) ?? {
      client_id: clientId,
      balance_cents: 0,
      overdraft_cents: 0,
      version: 0,
      updated_at: '',
    }
  );
}

/** The business-wide default billing mode: post-paid until an administrator chooses (the spec's flows). */
export const defaultBillingMode = async (): Promise<BillingMode> => (await creditSettingsEntity.get())?.default_mode ?? 'postpaid';

/** A client's account and its mode in force: its own, else the business-wide default. */
export async function readBillingState(clientId: string): Promise<{ account: CreditAccountRecord; mode: BillingMode }> {
  const [account, businessDefault] = await Promise.all([readCreditAccount(clientId), defaultBillingMode()]);
  return { account, mode: billingModeOf(account.mode, businessDefault) };
}

/** The write of the business-wide default billing mode (Paramètres saves it with its texts, decision 040). */
export const defaultBillingModeWrite = (mode: BillingMode): TransactionItem => creditSettingsEntity.putItem({ default_mode: mode, updated_at: nowIso() });

/** The write of the account as read (`seen`) into `next`: refused (a retry) when anything changed since. */
function accountWrite(seen: CreditAccountRecord, next: Partial<CreditAccountRecord>): TransactionItem<typeof RETRY> {
  const condition =
    seen.version === 0 ? { expression: 'attribute_not_exists(pk)' } : { expression: 'version = :seen_version', values: { ':seen_version': seen.version } };
  const record = { ...seen, ...next, version: seen.version + 1, updated_at: nowIso() };
  return creditAccountEntity.updateItem(creditAccountEntity.keyOf(record), { set: { type: creditAccountEntity.type, ...record }, upsert: true, condition }, () => RETRY);
}

/** Sorts by time like the notifications' ids: the ledger's page order is its sort key's. */
const entryId = (now: Date) => `${now.getTime().toString(36).padStart(9, '0')}-${randomUUID()}`;

/** The client's bell notice of a balance gone below its threshold (decision 040). */
const lowBalanceNotice = (account: CreditAccountRecord, afterCents: number, now: Date): readonly TransactionItem[] => {
  const threshold = account.low_threshold_cents ?? 0;
  if (!crossedBelow(account.balance_cents, afterCents, threshold)) return [];
  const event = { type: 'low_credits' as const, title: creditWords.lowBalanceTitle, message: lowBalanceMessage(centsText(afterCents), centsText(threshold)), email: false as const };
  return notificationWrites([account.client_id], event, now);
};

/**
 * The writes of one movement on the account as read: the account (conditional on its version:
 * RETRY when another movement came in between), the entry with the balance after it, the
 * credit totals and, when a debit crosses the client's threshold, its low-balance notice. A
 * movement that takes credits may not take the balance below the allowed overdraft: `refused(missing)`
 * is thrown then (the cents it lacks), and nothing is written.
 */
export function movementWrites(
  account: CreditAccountRecord,
  movement: Movement,
  refused: (missingCents: number) => Error = () => conflict(creditWords.belowOverdraft),
): { entry: CreditEntryRecord; items: readonly TransactionItem<typeof RETRY>[] } {
  const after = account.balance_cents + movement.amount_cents;
  if (movement.amount_cents < 0 && after < -account.overdraft_cents) throw refused(-account.overdraft_cents - after);
  const now = new Date();
  const entry: CreditEntryRecord = { id: entryId(now), client_id: account.client_id, ...movement, balance_after_cents: after, created_at: now.toISOString() };
  return {
    entry,
    items: [
      accountWrite(account, { balance_cents: after }),
      creditEntryEntity.createItem(entry),
      ...creditTotalsWrites(movement.kind, movement.amount_cents, now),
      ...lowBalanceNotice(account, after, now),
    ],
  };
}

/**
 * Writes one movement (movementWrites) with `more` (the checkout it pays, the event it applies,
 * its audit entry) in the same transaction. Concurrent movements of one client each read the
 * balance and write on the condition that it did not change: the losers read again (many short
 * rounds, as for invoice numbers).
 */
export async function applyMovement(
  clientId: string,
  movement: Movement,
  more: (entry: CreditEntryRecord) => readonly TransactionItem<unknown>[] = () => [],
  refused?: (missingCents: number) => Error,
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
  refused?: (missingCents: number) => Error,
): Promise<CreditEntryRecord> {
  return retryOptimistic(
    async () => {
      const [account, { movement, more }] = await Promise.all([readCreditAccount(clientId), prepare()]);
      const { entry, items } = movementWrites(account, movement, refused);
      const written = await transact([...items, ...more(entry)]);
      return written === WRITTEN ? entry : RETRY;
    },
    () => conflict(creditWords.balanceBusy),
    CONTENDED_BACKOFF,
  );
}

/** Sets what an administrator or the client chose on the account (mode, overdraft, threshold), with `more` (its audit entry) once the account as read is known. */
export async function saveAccountChoices(
  clientId: string,
  choices: Partial<Pick<CreditAccountRecord, 'mode' | 'overdraft_cents' | 'low_threshold_cents'>>,
  more: (before: CreditAccountRecord) => readonly TransactionItem<unknown>[] = () => [],
): Promise<CreditAccountRecord> {
  return retryOptimistic(
    async () => {
      const account = await readCreditAccount(clientId);
      const written = await transact([accountWrite(account, choices), ...more(account)]);
      return written === WRITTEN ? { ...account, ...choices } : RETRY;
    },
    () => conflict(creditWords.balanceBusy),
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
