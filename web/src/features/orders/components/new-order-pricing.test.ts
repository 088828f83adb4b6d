import { describe, expect, it } from 'vitest';
import {
  discountFor,
  priceCatalog,
  selectedServices,
  selectionTotal,
  serviceKey,
  toSelectedServicesPayload,
} from './new-order-pricing';
import { catalogue, clientDiscounts } from '@/test/catalog-fixture';

const categories = catalogue;
const discounts = clientDiscounts;

describe('priceCatalog', () => {
  const priced = priceCatalog(categories, discounts);
  it('prices every service with its category discount', () => {
    expect(priced.map((s) => [s.key, s.original_price, s.discounted_price])).toEqual([
      ['c1/s1', 200, 180],
      ['c1/s2', 49.9, 44.91],
      ['c2/s3', 50, 50],
      ['c3/s4', 30, 0],
    ]);
    expect(priced[0]?.category_name).toBe('Stage 1');
  });

  it('totals the selection as the server does and drops unknown keys', () => {
    const selection = new Set([serviceKey('c1', 's1'), serviceKey('c1', 's2'), serviceKey('c2', 's3'), 'gone/x']);
    const selected = selectedServices(priced, selection);
    expect(selected.map((s) => s.id)).toEqual(['s1', 's2', 's3']);
    expect(selectionTotal(selected)).toBe(274.91);
    expect(selectionTotal([])).toBe(0);
  });

  it('builds the selected_services payload', () => {
    const selected = selectedServices(priced, new Set(['c2/s3']));
    expect(toSelectedServicesPayload(selected)).toEqual([
      { id: 's3', name: 'EGR off', price: '50€', category_id: 'c2' },
    ]);
  });
});

describe('discounts', () => {
  it('finds the discount of a category', () => {
    expect(discountFor('c1', discounts)?.discount_value).toBe(10);
    expect(discountFor('c2', discounts)).toBeUndefined();
  });
});
