import { describe, expect, it } from 'vitest';
import { parsePrice } from '../pricing/pricing';
import { catalogMessages, discountInputSchema, serviceInputSchema } from './schemas';

const discount = (discount_type: string, discount_value: unknown) =>
  discountInputSchema.safeParse({ category_id: 'cat-1', discount_type, discount_value });

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('discountInputSchema: the value as typed in French or English', () => {
  it.each([
    ['12,5', 12.5],
    ['12,50', 12.5],
    ['12.5', 12.5],
    ['1 234,56', 1234.56],
    ['50,00 €', 50],
    [12.5, 12.5],
  ])('reads a fixed value %j as %d (never 125)', (value, expected) => {
    const result = discount('fixed', value);
    expect(result.success && result.data.discount_value).toBe(expected);
  });

  it.each([
    ['abc', catalogMessages.discountValueInvalid],
    ['-3', catalogMessages.discountValueNegative],
    ['12,345', catalogMessages.discountValueDecimals],
    ['', catalogMessages.fillAllFields],
    [1e22, catalogMessages.discountFixedMax],
    ['99999999999999999999999', catalogMessages.discountFixedMax],
    [1_000_000, catalogMessages.discountFixedMax],
  ])('refuses %j', (value, message) => {
    expect(firstMessage(discount('fixed', value))).toBe(message);
  });

  it('refuses a percentage above 100 written with a comma', () => {
    expect(firstMessage(discount('percentage', '100,5'))).toBe(catalogMessages.discountPercentageMax);
  });
});

describe('serviceInputSchema: the price is kept as typed and read with the same rule', () => {
  it('keeps "12,5 €" as typed; the pricing reads it as 12.50', () => {
    const result = serviceInputSchema.safeParse({ name: 'Stage 1', price: '12,5 €' });
    expect(result.success && result.data.price).toBe('12,5 €');
    expect(parsePrice('12,5 €')).toBe(12.5);
  });

  it('refuses a price with no amount', () => {
    expect(firstMessage(serviceInputSchema.safeParse({ name: 'Stage 1', price: 'Sur devis' }))).toBe(
      catalogMessages.servicePriceInvalid,
    );
  });

  it.each(['99999999999999999999999€', '1 000 000 €', '9007199254740992'])('refuses a price above 999 999,99 € (%j)', (price) => {
    expect(firstMessage(serviceInputSchema.safeParse({ name: 'Stage 1', price }))).toBe(catalogMessages.servicePriceTooLarge);
  });

  it('accepts a price at the bound and refuses a third decimal', () => {
    expect(serviceInputSchema.safeParse({ name: 'Stage 1', price: '999 999,99 €' }).success).toBe(true);
    expect(firstMessage(serviceInputSchema.safeParse({ name: 'Stage 1', price: '49,999 €' }))).toBe(
      catalogMessages.servicePriceDecimals,
    );
  });
});
