import { describe, expect, it } from 'vitest';
import { applyDiscount, orderTotal, parsePrice, priceService, removeFromTotal } from './pricing';

describe('parsePrice', () => {
  it.each([
    ['50€', 50],
    ['50,00 €', 50],
    ['1 200 €', 1200],
    ['1\u202f200,50\u00a0€', 1200.5],
    ['1.200,50 €', 1200.5],
    ['1,200.50', 1200.5],
    ['99.90€', 99.9],
    [' 75 ', 75],
    [120, 120],
  ])('reads %j as %d', (text, expected) => {
    expect(parsePrice(text)).toBe(expected);
  });

  it('gives NaN when there is no number', () => {
    expect(parsePrice('gratuit')).toBeNaN();
    expect(parsePrice('')).toBeNaN();
  });
});

describe('applyDiscount', () => {
  it('reduces by a percentage', () => {
    expect(applyDiscount(200, { discount_type: 'percentage', discount_value: 15 })).toBe(170);
    expect(applyDiscount(99.99, { discount_type: 'percentage', discount_value: 12.5 })).toBe(87.49);
  });
  it('subtracts a fixed amount, never below 0', () => {
    expect(applyDiscount(100, { discount_type: 'fixed', discount_value: 30 })).toBe(70);
    expect(applyDiscount(20, { discount_type: 'fixed', discount_value: 30 })).toBe(0);
  });
  it('keeps the price without a discount', () => {
    expect(applyDiscount(80, undefined)).toBe(80);
  });
});

describe('order totals', () => {
  const discounts = [{ category_id: 'stage', discount_type: 'percentage' as const, discount_value: 10 }];
  it('prices each service with the discount of its category only', () => {
    expect(priceService('stage', '300 €', discounts)).toEqual({ category_id: 'stage', original_price: 300, discounted_price: 270 });
    expect(priceService('boite', '150€', discounts).discounted_price).toBe(150);
  });
  it('sums discounted prices', () => {
    expect(orderTotal([{ discounted_price: 270 }, { discounted_price: 150 }, { discounted_price: 0.1 }])).toBe(420.1);
  });
  it('floors the total at 0 when a service is deselected', () => {
    expect(removeFromTotal(420, { discounted_price: 150 })).toBe(270);
    expect(removeFromTotal(100, { discounted_price: 150 })).toBe(0);
  });
});
