import { describe, expect, it } from 'vitest';
import { taxedAmounts, vatCentsOf } from './vat';

describe('the VAT rule', () => {
  it('taxes an amount HT at a rate, rounded half up to the cent, TTC their sum', () => {
    expect(taxedAmounts(27050, 20)).toEqual({ vat_rate: 20, ht_cents: 27050, vat_cents: 5410, ttc_cents: 32460 });
    expect(taxedAmounts(14999, 20)).toEqual({ vat_rate: 20, ht_cents: 14999, vat_cents: 3000, ttc_cents: 17999 });
    expect(taxedAmounts(0, 20)).toEqual({ vat_rate: 20, ht_cents: 0, vat_cents: 0, ttc_cents: 0 });
    expect(taxedAmounts(12345, 0)).toEqual({ vat_rate: 0, ht_cents: 12345, vat_cents: 0, ttc_cents: 12345 });
  });

  it('takes 5.5 % and 2.1 % without floating-point drift', () => {
    expect(vatCentsOf(1010, 5.5)).toBe(56); // 55.55 → 56
    expect(vatCentsOf(2020, 5.5)).toBe(111); // 111.1
    expect(vatCentsOf(1000, 2.1)).toBe(21);
    expect(vatCentsOf(50, 10)).toBe(5);
    expect(vatCentsOf(99_999_999, 20)).toBe(20_000_000);
  });
});
