import type { Discount } from '@app/shared/pricing/pricing';
import { keys, nowIso } from '../lib/db/keys';
import { queryAll } from '../lib/db/query';
import { table } from '../lib/db/table';
import { keyConditions } from '../lib/db/key-conditions';
import { discountEntity, toDiscount, type DiscountRecord } from './discount-record';
import { conflict, notFound } from '../lib/errors';
import { transact, type TransactionItem } from '../lib/db/transaction';

export const DISCOUNT_CHANGED = 'La remise a été modifiée entre-temps. Rechargez et réessayez.';

export const getDiscount = (clientId: string, categoryId: string) => discountEntity.get(clientId, categoryId);

/**
 * Creates or replaces the discount as read (`seen`, none when new) with `more` (its audit entry)
 * in the same transaction; 409 when another save came in between.
 */
export async function saveDiscountAfter(clientId: string, discount: Discount, seen: DiscountRecord | undefined, more: readonly TransactionItem[]) {
  const now = nowIso();
  const condition = seen ? { expression: 'updated_at = :seen_at', values: { ':seen_at': seen.updated_at } } : { expression: 'attribute_not_exists(pk)' };
  const change = { set: { type: discountEntity.type, client_id: clientId, ...discount, updated_at: now }, setIfMissing: { created_at: now }, upsert: true, condition };
  await transact([discountEntity.updateItem(discountEntity.key(clientId, discount.category_id), change, () => conflict(DISCOUNT_CHANGED)), ...more]);
}

/** Deletes the discount as read with `more` in the same transaction; `missing` when it went meanwhile. */
export async function deleteDiscountAfter(seen: DiscountRecord, more: readonly TransactionItem[], missing: string) {
  const item = discountEntity.deleteItem(discountEntity.keyOf(seen), { mustExist: true, onConditionFailed: () => notFound(missing) });
  await transact([item, ...more]);
}

/** The client's discounts, in category-id order (callers sort for display). */
export async function queryDiscounts(clientId: string): Promise<Discount[]> {
  const items = await queryAll(keyConditions.beginsWith(keys.user(clientId).pk, keys.discount(clientId, '').sk));
  return discountEntity.parseAll(items).map(toDiscount);
}

/** Deletes every discount of a client (its account is being deleted). */
export async function deleteClientDiscounts(clientId: string): Promise<void> {
  const discounts = await queryDiscounts(clientId);
  await table.batchDelete(discounts.map((d) => discountEntity.key(clientId, d.category_id)));
}
