import type { BillingMode } from './billing-modes';

/**
 * The pure rules of spending credits (issue 40, decision 040), in cents HT: one credit is one
 * euro excluding VAT, and an order's price (`total_price`) is HT too, so an order costs its
 * price in credits, without conversion.
 */

/** 1250 → '12,50 €', 123456 → '1 234,56 €' (U+202F between thousands, U+00A0 before the sign, as fr-FR writes). */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return `${sign}${whole},${(abs % 100).toString().padStart(2, '0')}\u00a0€`;
}

/** What a debit of `priceCents` lacks against the balance and the allowed overdraft: 0 when it passes. */
export const shortfallCents = (balanceCents: number, overdraftCents: number, priceCents: number): number =>
  Math.max(0, priceCents - (balanceCents + overdraftCents));

/** The refusal of an order the credits do not cover (409). */
export const insufficientCredit = (missingCents: number): string =>
  `Crédit insuffisant\u202f: il manque ${centsText(missingCents)} pour cette commande.`;

/**
 * A movement that takes the balance from at or above the client's threshold to below it: the
 * low-balance notice is due, once per crossing (a threshold of 0 is off).
 */
export const crossedBelow = (beforeCents: number, afterCents: number, thresholdCents: number): boolean =>
  thresholdCents > 0 && beforeCents >= thresholdCents && afterCents < thresholdCents;

/** A client's mode: its own when an administrator set one, else the business-wide default. */
export const billingModeOf = (own: BillingMode | undefined, businessDefault: BillingMode): BillingMode => own ?? businessDefault;
