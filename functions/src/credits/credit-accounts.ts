import {
  creditMessages,
  OVERDRAFT_MAX,
  type Billing,
  type BillingMode,
  type LedgerEntry,
} from '@app/shared/credits/schemas';
import { toCents } from '@app/shared/pricing/amount-schema';
import { auditWrites, type AuditContext } from '../audit/audit-item';
import { invalid } from '../lib/errors';
import { requireClient } from '../users/user-repository';
import { applyMovement, creditEntriesPage, defaultBillingMode, readBillingState, saveAccountChoices } from '../credit-data/credit-ledger-repository';
import type { CreditAccountRecord, CreditEntryRecord } from '../credit-data/credit-record';

const euros = (cents: number) => cents / 100;

const toBilling = (account: Pick<CreditAccountRecord, 'balance_cents' | 'overdraft_cents' | 'low_threshold_cents'>, mode: BillingMode): Billing => ({
  mode,
  balance: euros(account.balance_cents),
  overdraft: euros(account.overdraft_cents),
  low_balance_threshold: euros(account.low_threshold_cents ?? 0),
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

/** GET /api/credits, GET /api/admin/clients/{id}/credits: the mode in force (its own, else the business default). */
export async function billingOf(clientId: string): Promise<Billing> {
  const { account, mode } = await readBillingState(clientId);
  return toBilling(account, mode);
}

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

/** PUT /api/admin/clients/{id}/credits: the mode (the client's own from then on) and the overdraft, audited. */
export async function setBilling(clientId: string, input: { mode: BillingMode; overdraft: number }, context: AuditContext): Promise<Billing> {
  const client = await requireClient(clientId);
  if (input.overdraft > OVERDRAFT_MAX) throw invalid(creditMessages.overdraftTooLarge);
  const billing = { mode: input.mode, overdraft_cents: toCents(input.overdraft) };
  const businessDefault = await defaultBillingMode();
  const saved = await saveAccountChoices(clientId, billing, (before) =>
    auditWrites(context, {
      action: 'credits.billing',
      clientId,
      subject: client.company_name || client.email,
      before: { mode: before.mode ?? businessDefault, overdraft: euros(before.overdraft_cents) },
      after: { mode: billing.mode, overdraft: euros(billing.overdraft_cents) },
    }),
  );
  return toBilling(saved, input.mode);
}

/** PUT /api/credits: the client's own low-balance threshold (0: off). */
export async function setThreshold(clientId: string, threshold: number): Promise<Billing> {
  await saveAccountChoices(clientId, { low_threshold_cents: toCents(threshold) });
  return billingOf(clientId);
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
