import { randomUUID } from 'node:crypto';
import { partnerMessages, type CreatedPartner, type Partner, type PartnerInput } from '@app/shared/partners/schemas';
import { nowIso } from '../lib/db/keys';
import { notFound } from '../lib/errors';
import { deleteLogo } from '../logos/logo-file';
import { toPartner, type PartnerRecord } from './partner-record';
import { deletePartnerItem, getPartnerItem, putPartner, queryPartners, renamePartnerItem } from './partner-repository';
import { auditWrites, type AuditContext } from '../audit/audit-item';
import { lazy } from '../lib/lazy';

/** Sorting collator: French order, case and accents ignored, numbers compared as numbers (as the catalogue). */
const byName = lazy(() => new Intl.Collator('fr', { sensitivity: 'base', numeric: true }));
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
  return partners.sort((a, b) => byName().compare(a.name, b.name) || byCreation(a, b)).map(toPartner);
}

/** POST /api/admin/partners: a partner without a logo (the logo is a second call). */
export async function createPartner(input: PartnerInput, context: AuditContext): Promise<CreatedPartner> {
  const now = nowIso();
  const record: PartnerRecord = {
    id: randomUUID(),
    name: input.name,
    logo_key: null,
    logo_filename: null,
    created_at: now,
    updated_at: now,
  };
  await putPartner(record, auditWrites(context, { action: 'partner.create', subject: record.name, before: {}, after: { name: record.name } }));
  return { detail: partnerMessages.created, partner: toPartner(record) };
}

/** PUT /api/admin/partners/{id}: renames a partner. */
export async function renamePartner(id: string, input: PartnerInput, context: AuditContext): Promise<Partner> {
  const partner = await requirePartner(id);
  const updatedAt = nowIso();
  const audit = auditWrites(context, { action: 'partner.rename', subject: input.name, before: { name: partner.name }, after: { name: input.name } });
  await renamePartnerItem(id, input.name, updatedAt, audit, partnerMessages.notFound);
  return toPartner({ ...partner, name: input.name, updated_at: updatedAt });
}

/** DELETE /api/admin/partners/{id}: the partner, then its logo object. */
export async function removePartner(id: string, context: AuditContext): Promise<{ detail: string }> {
  const removed = await requirePartner(id);
  const audit = auditWrites(context, { action: 'partner.delete', subject: removed.name, before: { name: removed.name }, after: {} });
  await deletePartnerItem(id, audit, partnerMessages.notFound);
  await deleteLogo(removed.logo_key);
  return { detail: partnerMessages.deleted };
}
