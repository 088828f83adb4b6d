import type { UpdateSeller } from '@app/shared/invoices/schemas';
import { nowIso } from '../lib/db/keys';
import { conflict } from '../lib/errors';
import { transact, type TransactionItem } from '../lib/db/transaction';
import { sellerEntity, sellerRecordSchema, type SellerRecord } from './seller-record';

export const SELLER_CHANGED = 'Les paramètres de facturation ont été modifiés entre-temps. Rechargez et réessayez.';

/** The seller's item as stored: undefined before its first save (one GetItem). */
export const getSellerItem = () => sellerEntity.get();

/** The seller's identity as stored, or every default when never saved (one GetItem). */
export const readSeller = async (): Promise<SellerRecord> => (await getSellerItem()) ?? sellerRecordSchema.parse({});

/**
 * Sets the fields given (absent ones keep their value) on the identity as read (`seen`, none
 * before the first save), creating the item on first save, with `more` (its audit entry) in the
 * same transaction: 409 when another save came in between.
 */
export async function saveSeller(changes: UpdateSeller, seen: SellerRecord | undefined, more: readonly TransactionItem[]): Promise<SellerRecord> {
  const updatedAt = nowIso();
  const condition = seen?.updated_at
    ? { expression: 'updated_at = :seen_at', values: { ':seen_at': seen.updated_at } }
    : { expression: seen ? 'attribute_not_exists(updated_at)' : 'attribute_not_exists(pk)' };
  const change = { set: { type: sellerEntity.type, ...changes, updated_at: updatedAt }, upsert: true, condition };
  await transact([sellerEntity.updateItem(sellerEntity.key(), change, () => conflict(SELLER_CHANGED)), ...more]);
  return sellerRecordSchema.parse({ ...seen, ...changes, updated_at: updatedAt });
}
