import type { Discount } from '@app/shared/pricing/pricing';
import { keys, nowIso } from '../lib/db/keys';
import { queryAll } from '../lib/db/query';
import { table } from '../lib/db/table';
import { updateExpression } from '../lib/db/update';
import { keyConditions } from '../lib/db/key-conditions';
import { discountEntity, toDiscount } from './discount-record';

/** The client's discounts, in category-id order (callers sort for display). */
export async function queryDiscounts(clientId: string): Promise<Discount[]> {
  const items = await queryAll(keyConditions.beginsWith(keys.user(clientId).pk, keys.discount(clientId, '').sk));
  return discountEntity.parseAll(items).map(toDiscount);
}

/**
 * Creates or replaces the client's discount of a category (an upsert of the one item;
 * created_at is kept on replace). Returns true when the item did not exist before (ALL_OLD empty).
 */
export async function upsertDiscount(clientId: string, discount: Discount): Promise<boolean> {
  const now = nowIso();
  const out = await table.update({
    Key: discountEntity.key(clientId, discount.category_id),
    ...updateExpression({
      set: { type: discountEntity.type, client_id: clientId, ...discount, updated_at: now },
      setIfMissing: { created_at: now },
      upsert: true,
    }),
    ReturnValues: 'ALL_OLD',
  });
  return !out.Attributes;
}

/** Deletes the discount if it exists; false when there was none. */
export const deleteDiscountItem = async (clientId: string, categoryId: string) =>
  (await discountEntity.remove(discountEntity.key(clientId, categoryId))) !== undefined;

/** Deletes every discount of a client (its account is being deleted). */
export async function deleteClientDiscounts(clientId: string): Promise<void> {
  const discounts = await queryDiscounts(clientId);
  await table.batchDelete(discounts.map((d) => discountEntity.key(clientId, d.category_id)));
}
