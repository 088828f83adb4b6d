import { describe, expect, it } from 'vitest';
import { AMOUNT_TEXT_MAX, amountSchema, readAmount, toCents } from './amount-schema';

const problem = (value: unknown) => {
  const parsed = amountSchema().safeParse(value);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('amountSchema', () => {
  it.each([
    [999_999.99, 999_999.99],
    ['999 999,99', 999_999.99],
    ['999999.99\u00a0€', 999_999.99],
    [0, 0],
    ['12,5', 12.5],
    ['1 234,56', 1234.56],
    ['1\u202f234,56', 1234.56],
    [0.1 + 0.2, 0.3],
    [120.5, 120.5],
  ])('accepts %j as %d', (value, expected) => {
    expect(amountSchema().parse(value)).toBe(expected);
  });

  it.each([1_000_000, '1 000 000', 999_999.991, 1e22, 1e308, '99999999999999999999999', 9007199254740992, '1e22'])(
    'refuses %j above 999 999,99\u00a0€',
    (value) => {
      // '1e22' is not an amount as typed: refused as not a number, never read as 1e22.
      const expected = value === '1e22' ? 'Le montant doit être un nombre' : 'Le montant ne peut pas dépasser 999 999,99\u00a0€';
      expect(problem(value)).toBe(expected);
    },
  );

  it('refuses negative amounts, more than two decimals and what is not an amount', () => {
    expect(problem(-1)).toBe('Le montant ne peut pas être négatif');
    expect(problem('-0,01')).toBe('Le montant ne peut pas être négatif');
    expect(problem(12.345)).toBe('Le montant accepte au plus deux décimales');
    expect(problem('12,345')).toBe('Le montant accepte au plus deux décimales');
    for (const bad of ['', 'abc', '12abc', Number.NaN, Number.POSITIVE_INFINITY, null, undefined, {}, [], true]) {
      expect(problem(bad), String(bad)).toBe('Le montant doit être un nombre');
    }
  });

  it('takes the messages of the field it checks', () => {
    expect(readAmount(2e6, { tooLarge: 'Le prix ne peut pas dépasser 999 999,99\u00a0€' })).toEqual({
      problem: 'Le prix ne peut pas dépasser 999 999,99\u00a0€',
    });
    expect(readAmount('7,10')).toEqual({ amount: 7.1 });
  });

  it('gives whole cents that stay safe integers at the bound', () => {
    expect(toCents(999_999.99)).toBe(99_999_999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(Number.NaN)).toBe(0);
  });
});

describe('an amount typed as text', () => {
  it('is read up to its bound and refused past it, unread (the document states the same maxLength)', () => {
    const padded = (length: number) => `${' '.repeat(length - 4)}12,5`;
    expect(readAmount(padded(AMOUNT_TEXT_MAX))).toEqual({ amount: 12.5 });
    expect(readAmount(padded(AMOUNT_TEXT_MAX + 1))).toEqual({ problem: 'Le montant doit être un nombre' });
  });
});
