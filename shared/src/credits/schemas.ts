import * as z from 'zod/mini';
import { cursorSchema, pageLimitSchema } from '../api/paging';
import { amountSchema } from '../pricing/amount-schema';
import { refuse } from '../schema/mini';
import { sentText } from '../schema/sent-text';

/**
 * Prepaid credits (issue 40): a client's billing mode, its balance and ledger, the packs sold
 * through Stripe Checkout. One credit is one euro excluding VAT of the business's services: the
 * ledger keeps cents, the API answers euros with two decimals like every amount.
 */

import { billingModes, creditWords, ledgerKinds } from './billing-modes';

export { billingModes, ledgerKinds, lowBalanceMessage, type BillingMode, type LedgerKind } from './billing-modes';
export const paymentMethods = ['card', 'sepa_debit'] as const;

export const PACK_NAME_MAX = 80;
export const PACKS_MAX = 20;
export const ADJUSTMENT_REASON_MAX = 300;
/** The largest overdraft an administrator may allow a trusted client, in euros. */
export const OVERDRAFT_MAX = 100_000;

export const creditMessages = {
  packNotFound: 'Pack introuvable',
  packNameRequired: 'Le nom du pack est requis',
  packNameTooLong: `Le nom du pack ne doit pas dépasser ${PACK_NAME_MAX} caractères`,
  packPriceZero: 'Le prix du pack doit être supérieur à 0\u00a0€',
  packCreditsZero: 'Le pack doit apporter au moins 1 crédit',
  packsFull: `Au plus ${PACKS_MAX} packs`,
  packChanged: 'Le pack a été modifié entre-temps. Rechargez et réessayez.',
  notPrepaid: "Votre compte n'est pas en mode crédits prépayés.",
  paymentsOff: "Le paiement en ligne n'est pas configuré.",
  paymentUnavailable: 'Le service de paiement est indisponible. Réessayez dans quelques minutes.',
  signatureInvalid: 'Signature du webhook invalide',
  billingAddressMissing:
    "Votre adresse de facturation est incomplète (adresse, code postal et ville)\u202f: complétez-la dans Mon Profil avant d'acheter des crédits.",
  insufficient: 'Crédit insuffisant pour cette commande. Achetez un pack de crédits ou contactez-nous.',
  belowOverdraft: creditWords.belowOverdraft,
  balanceBusy: creditWords.balanceBusy,
  reasonRequired: 'Le motif est requis',
  reasonTooLong: `Le motif est limité à ${ADJUSTMENT_REASON_MAX} caractères`,
  directionInvalid: 'Sens du mouvement inconnu',
  modeInvalid: creditWords.modeInvalid,
  overdraftTooLarge: `Le découvert autorisé est limité à ${OVERDRAFT_MAX.toLocaleString('fr-FR')}\u00a0€`,
  adjusted: 'Solde ajusté',
  billingSaved: 'Mode de facturation enregistré',
  // Spending credits on orders (decision 040).
  thresholdSaved: 'Seuil d\'alerte enregistré',
} as const;

// ---------------------------------------------------------------- answers

export const billingSchema = z.object({
  mode: z.enum(billingModes),
  /** Euros HT available: may go below 0 down to -overdraft. */
  balance: z.number(),
  overdraft: z.number(),
  /** Euros HT: a debit taking the balance below it notifies the client once (0: off). */
  low_balance_threshold: z.number(),
});
export type Billing = z.infer<typeof billingSchema>;


export const ledgerEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(ledgerKinds),
  /** Signed: a purchase or refund adds, an order takes. */
  amount: z.number(),
  balance_after: z.number(),
  created_at: z.string(),
  order_id: z.nullable(z.string()),
  invoice_id: z.nullable(z.string()),
  pack_name: z.nullable(z.string()),
  reason: z.nullable(z.string()),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const packSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** What the client pays, excluding VAT (the purchase invoice adds the client's VAT). */
  price: z.number(),
  /** Credits granted: the price's own plus the bonus. */
  credits: z.number(),
  bonus: z.number(),
  active: z.boolean(),
});
export type CreditPack = z.infer<typeof packSchema>;

export const checkoutAnswerSchema = z.object({ url: z.string() });
export const webhookAnswerSchema = z.object({ received: z.literal(true) });

// ---------------------------------------------------------------- inputs

const trimmedRequired = (max: number, tooLong: string, required: string) =>
  z.pipe(
    sentText(max, tooLong, required),
    z.transform((value, ctx) => {
      const text = value.trim();
      if (!text) return refuse(ctx, required);
      if (text.length > max) return refuse(ctx, tooLong);
      return text;
    }),
  );

export const packInputSchema = z.object({
  name: trimmedRequired(PACK_NAME_MAX, creditMessages.packNameTooLong, creditMessages.packNameRequired),
  price: amountSchema(),
  bonus: z._default(amountSchema(), 0),
  active: z._default(z.boolean(), true),
});
export type PackInput = z.infer<typeof packInputSchema>;

export const checkoutInputSchema = z.object({
  pack_id: z.guid({ error: creditMessages.packNotFound }).check(z.maxLength(36, creditMessages.packNotFound)),
  method: z._default(z.enum(paymentMethods), 'card'),
});

export const adjustmentInputSchema = z.object({
  direction: z.enum(['credit', 'debit'], { error: creditMessages.directionInvalid }),
  amount: amountSchema(),
  reason: trimmedRequired(ADJUSTMENT_REASON_MAX, creditMessages.reasonTooLong, creditMessages.reasonRequired),
});

export const billingInputSchema = z.object({
  mode: z.enum(billingModes, { error: creditMessages.modeInvalid }),
  overdraft: z._default(amountSchema(), 0),
});

export const thresholdInputSchema = z.object({ low_balance_threshold: amountSchema() });

export const ledgerQuery = z.object({ limit: pageLimitSchema, cursor: cursorSchema });

/**
 * A Stripe event as the webhook receives it (Stripe's own shape, read loosely): its signature is
 * checked on the raw bytes before anything is read.
 */
export const stripeEventSchema = z.looseObject({
  id: z.string().check(z.maxLength(255)),
  type: z.string().check(z.maxLength(255)),
  data: z.looseObject({ object: z.looseObject({}) }),
});
