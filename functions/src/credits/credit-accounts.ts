import { creditMessages, OVERDRAFT_MAX, type Billing, type BillingMode, type LedgerEntry } from '@app/shared/credits/schemas';
import { toCents } from '@app/shared/pricing/amount-schema';
import { auditWrites, type AuditContext } from '../audit/audit-item';
import { invalid } from '../lib/errors';
import { requireClient } from '../users/user-repository';
import { applyMovement, creditEntriesPage, readCreditAccount, saveBilling } from '../credit-data/credit-ledger-repository';
import type { CreditAccountRecord, CreditEntryRecord } from '../credit-data/credit-record';

const euros = (cents: number) => cents / 100;

const toBilling = (account: Pick<CreditAccountRecord, 'mode' | 'balance_cents' | 'overdraft_cents'>): Billing => ({
  mode: account.mode,
  balance: euros(account.balance_cents),
  overdraft: euros(account.overdraft_cents),
});

const toLedgerEntry = (entry: CreditEntryRecord): LedgerEntry => ({
  id: entry.id,
  kind: entry.kind,
  amount: euros(entry.amount_cents),
  balance_after: euros(entry.balance_after_cents),
  created_at: entry.created_at,
  order_id: entry.order_id ?? null,
  invoice_id: entry.invoice_id ?? null,
  pack_name: entry.pack_name ?? null,
  reason: entry.reason ?? null,
});

/** GET /api/credits, GET /api/admin/clients/{id}/credits. */
export const billingOf = async (clientId: string): Promise<Billing> => toBilling(await readCreditAccount(clientId));

export async function adminBillingOf(clientId: string): Promise<Billing> {
  await requireClient(clientId);
  return billingOf(clientId);
}

/** One page of a client's movements, newest first. */
export async function ledgerPage(clientId: string, query: { limit: number; cursor?: string }) {
  const page = await creditEntriesPage(clientId, query);
  return { entries: page.entries.map(toLedgerEntry), nextCursor: page.nextCursor };
}

export async function adminLedgerPage(clientId: string, query: { limit: number; cursor?: string }) {
  await requireClient(clientId);
  return ledgerPage(clientId, query);
}

/** PUT /api/admin/clients/{id}/credits: the mode and the overdraft, audited. */
export async function setBilling(clientId: string, input: { mode: BillingMode; overdraft: number }, context: AuditContext): Promise<Billing> {
  const client = await requireClient(clientId);
  if (input.overdraft > OVERDRAFT_MAX) throw invalid(creditMessages.overdraftTooLarge);
  const billing = { mode: input.mode, overdraft_cents: toCents(input.overdraft) };
  const saved = await saveBilling(clientId, billing, (before) =>
    auditWrites(context, {
      action: 'credits.billing',
      clientId,
      subject: client.company_name || client.email,
      before: { mode: before.mode, overdraft: euros(before.overdraft_cents) },
      after: { mode: billing.mode, overdraft: euros(billing.overdraft_cents) },
    }),
  );
  return toBilling(saved);
}

/** POST /api/admin/clients/{id}/credits/adjustments: a movement with its reason, audited. */
export async function adjustCredits(
  clientId: string,
  input: { direction: 'credit' | 'debit'; amount: number; reason: string },
  context: AuditContext,
): Promise<LedgerEntry> {
  const client = await requireClient(clientId);
  const amount_cents = (input.direction === 'debit' ? -1 : 1) * toCents(input.amount);
  const entry = await applyMovement(clientId, { kind: 'adjustment', amount_cents, reason: input.reason, actor_id: context.actor.id }, (written) =>
    auditWrites(context, {
      action: 'credits.adjust',
      clientId,
      subject: client.company_name || client.email,
      before: { balance: euros(written.balance_after_cents - amount_cents) },
      after: { balance: euros(written.balance_after_cents), reason: input.reason },
    }),
  );
  return toLedgerEntry(entry);
}
