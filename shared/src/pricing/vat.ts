/**
 * The VAT rule of every amount the portal shows (issue 37, decision 034): one rate per order, the
 * seller's default rate (invoice-data/build-document.ts prints the same), the VAT computed on the
 * amount excluding tax (HT) and rounded to the cent, the amount including tax (TTC) their sum.
 * Everything in integer cents: the order, its invoice and the balance agree to the cent.
 */

/** The rate of an order priced before orders kept theirs, and of a seller never configured. */
export const DEFAULT_VAT_RATE = 20;

/** The VAT of an amount HT in cents: percent in tenths (no 5.5 × base in floating point), rounded half up. */
export const vatCentsOf = (baseCents: number, rate: number): number => Math.round((baseCents * Math.round(rate * 10)) / 1000);

/** An amount excluding tax, its VAT and the amount including tax, in cents, at one rate. */
export interface TaxedAmounts {
  vat_rate: number;
  ht_cents: number;
  vat_cents: number;
  ttc_cents: number;
}

/** An amount HT (cents) taxed at `rate` percent. */
export function taxedAmounts(htCents: number, rate: number): TaxedAmounts {
  const vat = vatCentsOf(htCents, rate);
  return { vat_rate: rate, ht_cents: htCents, vat_cents: vat, ttc_cents: htCents + vat };
}
