import { describe, expect, it } from 'vitest';
import { billingModeOf, centsText, crossedBelow, insufficientCredit, shortfallCents } from './credit-rules';

describe('credit rules', () => {
  it('writes cents as French euros', () => {
    expect(centsText(1250)).toBe('12,50\u00a0€');
    expect(centsText(123456)).toBe('1\u202f234,56\u00a0€');
    expect(centsText(5)).toBe('0,05\u00a0€');
    expect(centsText(-10000)).toBe('-100,00\u00a0€');
  });

  it('says what an order lacks, counting the allowed overdraft', () => {
    expect(shortfallCents(10_000, 0, 12_500)).toBe(2_500);
    expect(shortfallCents(10_000, 2_500, 12_500)).toBe(0);
    expect(shortfallCents(10_000, 0, 10_000)).toBe(0);
    expect(shortfallCents(-500, 1_000, 600)).toBe(100);
    expect(insufficientCredit(1250)).toBe('Crédit insuffisant\u202f: il manque 12,50\u00a0€ pour cette commande.');
  });

  it('notices a crossing below the threshold once, never with the threshold off', () => {
    expect(crossedBelow(5_000, 4_000, 5_000)).toBe(true);
    expect(crossedBelow(6_000, 4_999, 5_000)).toBe(true);
    expect(crossedBelow(4_000, 3_000, 5_000)).toBe(false);
    expect(crossedBelow(6_000, 5_000, 5_000)).toBe(false);
    expect(crossedBelow(6_000, -100, 0)).toBe(false);
  });

  it('falls back to the business default when the client has no mode of its own', () => {
    expect(billingModeOf(undefined, 'prepaid')).toBe('prepaid');
    expect(billingModeOf('postpaid', 'prepaid')).toBe('postpaid');
    expect(billingModeOf(undefined, 'postpaid')).toBe('postpaid');
  });
});
