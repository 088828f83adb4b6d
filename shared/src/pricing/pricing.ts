import { amountInText, parseAmount } from './amount';

export const discountTypes = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof discountTypes)[number];

export interface Discount {
  category_id: string;
  discount_type: DiscountType;
  discount_value: number;
}

const round2 = (n: number): number => Math.round((n + Number.EPSILON) * 100) / 100;

/**
 * The numeric part of a price text: '50€' -> 50, '50,00 €' -> 50, '1 200 €' -> 1200,
 * '1.200,50 €' -> 1200.5. A comma is a decimal separator; spaces (normal, no-break, narrow)
 * separate thousands. The spec's literal rule (keep digits and '.') would read '50,00 €' as
 * 5000: see docs/spec-deviations.md. Returns NaN when there is no number.
 */
export function parsePrice(text: string | number): number {
  return typeof text === 'number' ? parseAmount(text) : amountInText(text);
}

/** Spec §5: percentage reduces by that percent; fixed subtracts with a floor of 0. */
export function applyDiscount(price: number, discount: Pick<Discount, 'discount_type' | 'discount_value'> | undefined): number {
  if (!discount) return round2(price);
  if (discount.discount_type === 'percentage') return round2(price * (1 - discount.discount_value / 100));
  return round2(Math.max(0, price - discount.discount_value));
}

export interface PricedService {
  category_id: string;
  original_price: number;
  discounted_price: number;
}

/** Prices a service of a category with the client's discounts. */
export function priceService(categoryId: string, priceText: string | number, discounts: readonly Discount[]): PricedService {
  const original = parsePrice(priceText);
  const base = Number.isNaN(original) ? 0 : original;
  const discount = discounts.find((d) => d.category_id === categoryId);
  return { category_id: categoryId, original_price: round2(base), discounted_price: applyDiscount(base, discount) };
}

/** The order total: the sum of discounted prices, 2 decimals. */
export function orderTotal(services: readonly Pick<PricedService, 'discounted_price'>[]): number {
  return round2(services.reduce((sum, s) => sum + s.discounted_price, 0));
}

/** Spec §5: deselecting a service subtracts its discounted price with a floor of 0. */
export function removeFromTotal(total: number, service: Pick<PricedService, 'discounted_price'>): number {
  return round2(Math.max(0, total - service.discounted_price));
}
