import * as z from 'zod/mini';
import { describedInput, refuse } from '../schema/mini';
import { parseAmount } from './amount';

/**
 * Every amount that enters the service (a price, an order total, a fixed discount, a carried-over
 * balance) is at most 999 999,99 €, never negative, with at most two decimals: its cents stay
 * far inside the safe integer range, whatever the counters add up. More than two decimals is
 * refused, never rounded: '12,345' is a typing mistake, not 12,35 €.
 */
export const AMOUNT_MAX = 999_999.99;
export const AMOUNT_MAX_CENTS = 99_999_999;
/** An amount typed as text ('1 234,56 €') is short: a longer one is refused unread. */
export const AMOUNT_TEXT_MAX = 50;

export const amountMessages = {
  invalid: 'Le montant doit être un nombre',
  negative: 'Le montant ne peut pas être négatif',
  tooLarge: 'Le montant ne peut pas dépasser 999 999,99\u00a0€',
  decimals: 'Le montant accepte au plus deux décimales',
};
export type AmountMessages = typeof amountMessages;

/** At most two decimals (a form's step 0.01), tolerant of binary floating-point noise. */
export const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export type AmountReading = { amount: number; problem?: undefined } | { amount?: undefined; problem: string };

/**
 * An amount as typed ('12,5', '1 234,56', '50,00 €') or sent as a JSON number, checked against
 * the bounds: the amount rounded to the cent, or the French reason it is refused.
 */
export function readAmount(value: unknown, messages: Partial<AmountMessages> = {}): AmountReading {
  const m = { ...amountMessages, ...messages };
  const readable = typeof value === 'number' || (typeof value === 'string' && value.length <= AMOUNT_TEXT_MAX);
  const n = readable ? parseAmount(value) : Number.NaN;
  const problem = !Number.isFinite(n)
    ? m.invalid
    : n < 0
      ? m.negative
      : n > AMOUNT_MAX
        ? m.tooLarge
        : hasAtMostTwoDecimals(n)
          ? undefined
          : m.decimals;
  return problem ? { problem } : { amount: Math.round(n * 100) / 100 };
}

/**
 * How the OpenAPI document describes an amount a caller sends (the transform's input, which zod
 * cannot render): a JSON number or a typed text, in euros. `nullable`: absent, null or empty is 0.
 */
export const amountInputDescription = (nullable = false): z.core.GlobalMeta => ({
  description: `Montant en euros, au plus deux décimales, de 0 à 999\u202f999,99\u202f: un nombre (150.5) ou un texte («\u202f150,50\u202f», «\u202f1 200\u00a0€\u202f», ${AMOUNT_TEXT_MAX} caractères au plus)${nullable ? '\u202f; vide ou null\u202f: 0' : ''}`,
  anyOf: [
    { type: 'number', minimum: 0, maximum: AMOUNT_MAX },
    { type: 'string', maxLength: AMOUNT_TEXT_MAX, ...(nullable ? {} : { minLength: 1 }) },
    ...(nullable ? [{ type: 'null' }] : []),
  ],
});

/** The zod form of readAmount: the one schema of every amount a caller sends. */
export const amountSchema = (messages: Partial<AmountMessages> = {}) =>
  describedInput(
    z.pipe(
      z.unknown(),
      z.transform((value, ctx) => {
        const read = readAmount(value, messages);
        if (read.problem !== undefined) {
          return refuse(ctx, read.problem);
        }
        return read.amount;
      }),
    ),
    amountInputDescription(),
  );

/** Euros to whole cents (amounts are bounded, so the cents are safe integers). */
export const toCents = (euros: number) => Math.round((Number.isFinite(euros) ? euros : 0) * 100);
