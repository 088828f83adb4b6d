import { keys } from '../lib/db/keys';
import { queryAll } from '../lib/db/query';
import { keyConditions } from '../lib/db/key-conditions';
import type { StoredLogo } from '../logos/logo-file';
import { partnerEntity, type PartnerRecord } from './partner-record';
import { notFound } from '../lib/errors';
import { transact, WRITTEN, type TransactionItem } from '../lib/db/transaction';

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

/**
 * Points the partner as read (its logo unchanged since) to a new logo, with `more` (its audit
 * entry) in the same transaction; false when it went or its logo changed meanwhile.
 */
export async function replacePartnerLogo(seen: PartnerRecord, logo: StoredLogo, updatedAt: string, more: readonly TransactionItem[]) {
  const condition = seen.logo_key
    ? { expression: 'logo_key = :seen_logo', values: { ':seen_logo': seen.logo_key } }
    : { expression: '(attribute_not_exists(logo_key) OR attribute_type(logo_key, :null_type))', values: { ':null_type': 'NULL' } };
  const update = partnerEntity.updateItem(partnerEntity.keyOf(seen), { set: { ...logo, updated_at: updatedAt }, condition }, () => false as const);
  return (await transact([update, ...more])) === WRITTEN;
}

/** Deletes an existing partner with `more` in the same transaction; `missing` when it went. */
export const deletePartnerItem = (id: string, more: readonly TransactionItem[], missing: string) =>
  transact([partnerEntity.deleteItem(partnerEntity.key(id), { mustExist: true, onConditionFailed: () => notFound(missing) }), ...more]);
