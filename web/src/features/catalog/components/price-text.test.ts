import { describe, expect, it } from 'vitest';
import { withEuroSign } from './price-text';

describe('withEuroSign', () => {
  it('adds the euro sign to a bare amount', () => {
    expect(withEuroSign('50')).toBe('50\u00a0€');
    expect(withEuroSign(' 49,90 ')).toBe('49,90\u00a0€');
  });

  it('keeps a price that already has it, and an empty one', () => {
    expect(withEuroSign('50\u00a0€')).toBe('50\u00a0€');
    expect(withEuroSign('50,00\u00a0€')).toBe('50,00\u00a0€');
    expect(withEuroSign('  ')).toBe('');
  });
});
