import { keys } from '../lib/db/keys';
import { queryAll } from '../lib/db/query';
import { keyConditions } from '../lib/db/key-conditions';
import type { StoredLogo } from '../logos/logo-file';
import { partnerEntity, type PartnerRecord } from './partner-record';
import { notFound } from '../lib/errors';
import { transact, type TransactionItem } from '../lib/db/transaction';

/** Every partner (one Query, paginated, on pk PARTNERS). */
export async function queryPartners(): Promise<PartnerRecord[]> {
  const items = await queryAll(keyConditions.partition(keys.partner('').pk));
  return partnerEntity.parseAll(items);
}

export const getPartnerItem = (id: string) => partnerEntity.get(id);

/** Puts a new partner with `more` (its audit entry) in the same transaction. */
export const putPartner = (partner: PartnerRecord, more: readonly TransactionItem[]) => transact([partnerEntity.createItem(partner), ...more]);

/** Renames an existing partner with `more` in the same transaction; `missing` when it went. */
export const renamePartnerItem = (id: string, name: string, updatedAt: string, more: readonly TransactionItem[], missing: string) =>
  transact([partnerEntity.updateItem(partnerEntity.key(id), { set: { name, updated_at: updatedAt } }, () => notFound(missing)), ...more]);

/** Points an existing partner to a new logo; the partner as it was before, or undefined when missing. */
export const setPartnerLogo = (id: string, logo: StoredLogo, updatedAt: string) =>
  partnerEntity.updateReturningOld(partnerEntity.key(id), { set: { ...logo, updated_at: updatedAt } });

/** Deletes an existing partner with `more` in the same transaction; `missing` when it went. */
export const deletePartnerItem = (id: string, more: readonly TransactionItem[], missing: string) =>
  transact([partnerEntity.deleteItem(partnerEntity.key(id), { mustExist: true, onConditionFailed: () => notFound(missing) }), ...more]);
