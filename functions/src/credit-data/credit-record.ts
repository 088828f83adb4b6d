import * as z from 'zod/mini';
import { billingModes, ledgerKinds } from '@app/shared/credits/billing-modes';
import { paymentMethods } from '@app/shared/credits/schemas';
import { parisDay } from '../invoice-data/build-document';
import { defineEntity } from '../lib/db/entity';
import { indexKeys, keys } from '../lib/db/keys';

/**
 * Prepaid credits (issue 40), in cents: the account item every movement conditions on (its
 * `version` rises with each), the movements (a ledger, never rewritten), the packs on sale, the
 * Checkout Sessions we opened and the Stripe events applied.
 */
export const creditAccountEntity = defineEntity({
  type: 'credit_account',
  schema: z.object({
    client_id: z.string(),
    /** Set by an administrator; absent, the client has the business-wide default (decision 040). */
    mode: z.optional(z.enum(billingModes)),
    balance_cents: z.number(),
    overdraft_cents: z.number(),
    /** The client's low-balance threshold (0 or absent: off). */
    low_threshold_cents: z.optional(z.number()),
    version: z.number(),
    updated_at: z.string(),
  }),
  key: (clientId: string) => keys.creditAccount(clientId),
  keyOf: (account) => keys.creditAccount(account.client_id),
});
export type CreditAccountRecord = z.infer<typeof creditAccountEntity.schema>;

export const creditEntryEntity = defineEntity({
  type: 'credit_entry',
  schema: z.object({
    id: z.string(),
    client_id: z.string(),
    kind: z.enum(ledgerKinds),
    amount_cents: z.number(),
    balance_after_cents: z.number(),
    created_at: z.string(),
    order_id: z.optional(z.string()),
    invoice_id: z.optional(z.string()),
    pack_name: z.optional(z.string()),
    reason: z.optional(z.string()),
    /** The administrator who made an adjustment, or the Stripe payment behind a purchase. */
    actor_id: z.optional(z.string()),
    payment_id: z.optional(z.string()),
  }),
  key: (clientId: string, id: string) => keys.creditEntry(clientId, id),
  keyOf: (entry) => keys.creditEntry(entry.client_id, entry.id),
  indexes: (entry) => ({
    ...indexKeys.creditLedger(entry.client_id, entry.created_at, entry.id),
    ...indexKeys.creditMovesByMonth(parisDay(new Date(entry.created_at)), entry.created_at, entry.id),
  }),
});
export type CreditEntryRecord = z.infer<typeof creditEntryEntity.schema>;

export const creditPackEntity = defineEntity({
  type: 'credit_pack',
  schema: z.object({
    id: z.string(),
    name: z.string(),
    price_cents: z.number(),
    bonus_cents: z.number(),
    active: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  key: (id: string) => keys.creditPack(id),
  keyOf: (pack) => keys.creditPack(pack.id),
});
export type CreditPackRecord = z.infer<typeof creditPackEntity.schema>;

export const checkoutStatuses = ['open', 'pending', 'paid', 'failed', 'expired'] as const;

export const checkoutEntity = defineEntity({
  type: 'checkout',
  schema: z.object({
    session_id: z.string(),
    client_id: z.string(),
    pack_id: z.string(),
    pack_name: z.string(),
    /** What Stripe must collect (the pack's price with the client's VAT), and the credits it buys. */
    amount_cents: z.number(),
    credits_cents: z.number(),
    /**
     * What the purchase invoice bills (issue 40, decision 041): the pack's price HT and the VAT
     * rate of `amount_cents`, and how the client chose to pay. Absent on checkouts opened before.
     */
    price_cents: z.optional(z.number()),
    vat_rate: z.optional(z.number()),
    method: z.optional(z.enum(paymentMethods)),
    /** Why the paid purchase has no invoice (the seller's or the buyer's identity incomplete then). */
    invoice_problem: z.optional(z.string()),
    status: z.enum(checkoutStatuses),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  key: (sessionId: string) => keys.checkout(sessionId),
  keyOf: (checkout) => keys.checkout(checkout.session_id),
});
export type CheckoutRecord = z.infer<typeof checkoutEntity.schema>;

export const stripeEventEntity = defineEntity({
  type: 'stripe_event',
  schema: z.object({ event_id: z.string(), event_type: z.string(), received_at: z.string(), expires_at: z.number() }),
  key: (eventId: string) => keys.stripeEvent(eventId),
  keyOf: (event) => keys.stripeEvent(event.event_id),
});

/** The business-wide default billing mode (Paramètres); absent, post-paid (the spec's flows). */
export const creditSettingsEntity = defineEntity({
  type: 'credit_settings',
  schema: z.object({ default_mode: z.enum(billingModes), updated_at: z.string() }),
  key: () => keys.creditSettings(),
  keyOf: () => keys.creditSettings(),
});
export type CreditSettingsRecord = z.infer<typeof creditSettingsEntity.schema>;

/**
 * One shard of the credit totals of a period (decision 040): credits sold (purchases), used
 * (order debits less their refunds) and the balance every movement moves (outstanding, on the
 * 'ALL' period). Each movement adds to one shard drawn at random: clients' movements seldom
 * meet; only the sum of the shards means anything.
 */
export const creditTotalsEntity = defineEntity({
  type: 'credit_totals',
  schema: z.object({
    sold_cents: z._default(z.number(), 0),
    used_cents: z._default(z.number(), 0),
    outstanding_cents: z._default(z.number(), 0),
  }),
  key: (period: string, shard: number) => keys.creditTotals(period, shard),
  keyOf: () => keys.creditTotals('ALL', 0),
});
