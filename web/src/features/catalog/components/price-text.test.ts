import { describe, expect, it } from 'vitest';
import { withEuroSign } from './price-text';

describe('withEuroSign', () => {
  it('adds the euro sign to a bare amount', () => {
    expect(withEuroSign('50')).toBe('50€');
    expect(withEuroSign(' 49,90 ')).toBe('49,90€');
  });

  it('keeps a price that already has it, and an empty one', () => {
    expect(withEuroSign('50€')).toBe('50€');
    expect(withEuroSign('50,00 €')).toBe('50,00 €');
    expect(withEuroSign('  ')).toBe('');
  });
});
