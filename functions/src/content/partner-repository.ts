import { keys } from '../lib/db/keys';
import { queryAll } from '../lib/db/query';
import { keyConditions } from '../lib/db/key-conditions';
import type { StoredLogo } from '../logos/logo-file';
import { partnerEntity, type PartnerRecord } from './partner-record';

/** Every partner (one Query, paginated, on pk PARTNERS). */
export async function queryPartners(): Promise<PartnerRecord[]> {
  const items = await queryAll(keyConditions.partition(keys.partner('').pk));
  return partnerEntity.parseAll(items);
}

export const getPartnerItem = (id: string) => partnerEntity.get(id);

/** Puts a new partner; false when the id is taken. */
export const putPartner = (partner: PartnerRecord) => partnerEntity.create(partner);

/** Renames an existing partner; undefined when it does not exist. */
export const renamePartnerItem = (id: string, name: string, updatedAt: string) =>
  partnerEntity.update(partnerEntity.key(id), { set: { name, updated_at: updatedAt } });

/** Points an existing partner to a new logo; the partner as it was before, or undefined when missing. */
export const setPartnerLogo = (id: string, logo: StoredLogo, updatedAt: string) =>
  partnerEntity.updateReturningOld(partnerEntity.key(id), { set: { ...logo, updated_at: updatedAt } });

/** Deletes an existing partner; the partner it was, or undefined when missing. */
export const deletePartnerItem = (id: string) => partnerEntity.remove(partnerEntity.key(id));
