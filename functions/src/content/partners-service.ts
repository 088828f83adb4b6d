import { randomUUID } from 'node:crypto';
import { partnerMessages, type CreatedPartner, type Partner, type PartnerInput } from '@app/shared/partners/schemas';
import { nowIso } from '../lib/db/keys';
import { notFound } from '../lib/errors';
import { deleteLogo } from '../logos/logo-file';
import { toPartner, type PartnerRecord } from './partner-record';
import { deletePartnerItem, getPartnerItem, putPartner, queryPartners, renamePartnerItem } from './partner-repository';

/** Sorting collator: French order, case and accents ignored, numbers compared as numbers (as the catalogue). */
const byName = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
const byCreation = (a: PartnerRecord, b: PartnerRecord) =>
  a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);

/** Ids are UUIDs we generate; anything else (e.g. with '#', which would reach other sort keys) is unknown. */
export const isPartnerId = (id: string): boolean => /^[A-Za-z0-9_-]{1,64}$/.test(id);

/** An existing partner, or a 404 'Partenaire introuvable'. */
export async function requirePartner(id: string): Promise<PartnerRecord> {
  const partner = isPartnerId(id) ? await getPartnerItem(id) : undefined;
  if (!partner) throw notFound(partnerMessages.notFound);
  return partner;
}

/** GET /api/partners: every partner by name (French collation), then by creation. */
export async function listPartners(): Promise<Partner[]> {
  const partners = await queryPartners();
  return partners.sort((a, b) => byName.compare(a.name, b.name) || byCreation(a, b)).map(toPartner);
}

/** POST /api/admin/partners: a partner without a logo (the logo is a second call). */
export async function createPartner(input: PartnerInput): Promise<CreatedPartner> {
  const now = nowIso();
  const record: PartnerRecord = {
    id: randomUUID(),
    name: input.name,
    logo_key: null,
    logo_filename: null,
    created_at: now,
    updated_at: now,
  };
  if (!(await putPartner(record))) throw new Error('A fresh partner id already exists');
  return { detail: partnerMessages.created, partner: toPartner(record) };
}

/** PUT /api/admin/partners/{id}: renames a partner. */
export async function renamePartner(id: string, input: PartnerInput): Promise<Partner> {
  const partner = isPartnerId(id) ? await renamePartnerItem(id, input.name, nowIso()) : undefined;
  if (!partner) throw notFound(partnerMessages.notFound);
  return toPartner(partner);
}

/** DELETE /api/admin/partners/{id}: the partner, then its logo object. */
export async function removePartner(id: string): Promise<{ detail: string }> {
  const removed = isPartnerId(id) ? await deletePartnerItem(id) : undefined;
  if (!removed) throw notFound(partnerMessages.notFound);
  await deleteLogo(removed.logo_key);
  return { detail: partnerMessages.deleted };
}
