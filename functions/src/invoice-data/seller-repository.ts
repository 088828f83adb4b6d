import type { UpdateSeller } from '@app/shared/invoices/schemas';
import { nowIso } from '../lib/db/keys';
import { sellerEntity, sellerRecordSchema, type SellerRecord } from './seller-record';

/** The seller's identity as stored, or every default when never saved (one GetItem). */
export const readSeller = async (): Promise<SellerRecord> => (await sellerEntity.get()) ?? sellerRecordSchema.parse({});

/** Sets the fields given (absent ones keep their value), creating the item on first save. */
export async function saveSeller(changes: UpdateSeller): Promise<SellerRecord> {
  const saved = await sellerEntity.update(sellerEntity.key(), {
    set: { type: sellerEntity.type, ...changes, updated_at: nowIso() },
    upsert: true,
  });
  if (!saved) throw new Error('An upsert of the seller answered no item');
  return saved;
}
