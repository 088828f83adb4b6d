import { describe, expect, it } from 'vitest';
import { capitalMention, frenchDate, frenchEuros, frenchPercent } from './french-format';

const plain = (text: string) => text.replaceAll('\u00a0', ' ');

describe('French renderings', () => {
  it('writes euros with grouped thousands, a decimal comma and the sign after', () => {
    expect(plain(frenchEuros(123456))).toBe('1 234,56 €');
    expect(plain(frenchEuros(5))).toBe('0,05 €');
    expect(plain(frenchEuros(123456789))).toBe('1 234 567,89 €');
    expect(plain(frenchEuros(-20000))).toBe('-200,00 €');
  });

  it('writes rates and dates the French way', () => {
    expect(plain(frenchPercent(5.5))).toBe('5,5 %');
    expect(plain(frenchPercent(20))).toBe('20 %');
    expect(frenchDate('2026-11-05')).toBe('05/11/2026');
  });

  it('completes a capital typed as a bare number, and keeps one typed in full', () => {
    expect(plain(capitalMention('SAS', '10000'))).toBe('SAS au capital de 10 000 €');
    expect(plain(capitalMention('SARL', '7 500'))).toBe('SARL au capital de 7 500 €');
    expect(capitalMention('SAS', '10 000 euros')).toBe('SAS au capital de 10 000 euros');
  });
});
