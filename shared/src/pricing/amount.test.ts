import { describe, expect, it } from 'vitest';
import { amountInText, parseAmount } from './amount';

describe('parseAmount', () => {
  it.each([
    ['12,5', 12.5],
    ['12,50', 12.5],
    ['12.5', 12.5],
    ['1 234,56', 1234.56],
    ['1\u202f234,56', 1234.56],
    ['1.234,56', 1234.56],
    ['1,234.56', 1234.56],
    ['1.234.567', 1234567],
    ['50,00 €', 50],
    ['€50', 50],
    [' 7 ', 7],
    [',5', 0.5],
    ['-3', -3],
    ['0', 0],
  ])('reads %j as %d', (text, expected) => {
    expect(parseAmount(text)).toBeCloseTo(expected, 10);
  });

  it.each(['', ' ', 'abc', '12abc', '1,2,3', '1.2.3', '12 5', '12,', '--3', '€', '12 € 50'])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeNaN();
  });

  it('takes finite numbers as they are', () => {
    expect(parseAmount(12.5)).toBe(12.5);
    expect(parseAmount(Number.POSITIVE_INFINITY)).toBeNaN();
  });
});

describe('amountInText', () => {
  it('finds the amount of a price text with the same separator rule', () => {
    expect(amountInText('50€')).toBe(50);
    expect(amountInText('50,00 €')).toBe(50);
    expect(amountInText('1 200 €')).toBe(1200);
    expect(amountInText('À partir de 12,5 € HT')).toBe(12.5);
    expect(amountInText('Sur devis')).toBeNaN();
  });
});
