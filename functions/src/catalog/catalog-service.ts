import { randomUUID } from 'node:crypto';
import { resolveServiceFlags, type Category, type CategoryInput, type Service, type ServiceInput } from '@app/shared/catalog/schemas';
import { nowIso } from '../lib/db/keys';
import { conflict, invalid, notFound } from '../lib/errors';
import type { CategoryRecord, ServiceRecord } from '../price-list/catalog-record';
import {
  deleteCategoryWithServices,
  deleteServiceItem,
  getCategoryItem,
  getServiceItem,
  putCategory,
  putServiceInCategory,
  queryCategoryItems,
  renameCategoryItem,
  updateServiceItem,
} from '../price-list/catalog-repository';
import type { AuditAction, AuditValues } from '@app/shared/audit/schemas';
import { auditWrites, changedFields, type AuditContext } from '../audit/audit-item';
import { loadCatalog, toService } from '../price-list/price-list';
import { laterThan } from '../order-data/order-version';
import { lazy } from '../lib/lazy';
import { CATEGORY_NOT_FOUND, SERVICE_NOT_FOUND } from '@app/shared/api/params';

export { CATEGORY_NOT_FOUND, SERVICE_NOT_FOUND };

export const CATEGORY_EXISTS = 'Cette catégorie existe déjà';

/** Duplicate test: case-insensitive but accent-sensitive ('Boîte' = 'BOÎTE', 'Boite' ≠ 'Boîte'). */
const sameName = lazy(() => new Intl.Collator('fr', { sensitivity: 'accent' }));

/** Ids are UUIDs we generate; anything else (e.g. with '#', which would reach other sort keys) is unknown. */
const isId = (id: string | undefined): id is string => !!id && /^[A-Za-z0-9_-]{1,64}$/.test(id);

/** A category (without services) or undefined. */
export async function findCategory(id: string): Promise<{ id: string; name: string } | undefined> {
  if (!isId(id)) return undefined;
  const item = await getCategoryItem(id);
  return item ? { id: item.id, name: item.name } : undefined;
}

const categoryAudit = (context: AuditContext, action: AuditAction, before: AuditValues, after: AuditValues, subject: string) =>
  auditWrites(context, { action, subject, before, after });

const SERVICE_FIELDS = ['category', 'name', 'price', 'auto_delivery', 'human_review_required', 'emission_related'] as const;
/** A service as its audit entry shows it: a flag that is off is not named (the default). */
const audited = (service: ServiceRecord | undefined, category: string) =>
  service && {
    ...service,
    category,
    auto_delivery: service.auto_delivery || undefined,
    human_review_required: service.human_review_required || undefined,
    emission_related: service.emission_related || undefined,
  };

const serviceAudit = (context: AuditContext, action: AuditAction, category: string, before?: ServiceRecord, after?: ServiceRecord) =>
  auditWrites(context, {
    action,
    subject: `${category} — ${(after ?? before)?.name ?? ''}`,
    ...changedFields(audited(before, category), audited(after, category), SERVICE_FIELDS),
  });

/**
 * Refuses a name already used (case-insensitive) with a 409. The check reads the catalogue
 * first: two administrators creating the same name at the same instant could both succeed;
 * accepted for an admin-only, rarely-used action.
 */
export async function createCategory(input: CategoryInput, context: AuditContext): Promise<Category> {
  const catalog = await loadCatalog();
  if (catalog.some((c) => sameName().compare(c.name, input.name) === 0)) throw conflict(CATEGORY_EXISTS);
  const item: CategoryRecord = { id: randomUUID(), name: input.name, created_at: nowIso() };
  await putCategory(item, categoryAudit(context, 'catalog.category.create', {}, { name: item.name }, item.name));
  return { id: item.id, name: item.name, services: [] };
}

/** Renames a category; another category's name (case-insensitive) is a 409. */
export async function renameCategory(id: string, input: CategoryInput, context: AuditContext): Promise<Category> {
  if (!isId(id)) throw notFound(CATEGORY_NOT_FOUND);
  const catalog = await loadCatalog();
  const current = catalog.find((c) => c.id === id);
  if (!current) throw notFound(CATEGORY_NOT_FOUND);
  if (catalog.some((c) => c.id !== id && sameName().compare(c.name, input.name) === 0)) throw conflict(CATEGORY_EXISTS);
  const audit = categoryAudit(context, 'catalog.category.rename', { name: current.name }, { name: input.name }, input.name);
  await renameCategoryItem(current, input.name, nowIso(), audit);
  return { ...current, name: input.name };
}

/** Deletes a category and its services (named in its audit entry). */
export async function removeCategory(id: string, context: AuditContext): Promise<{ detail: string }> {
  if (!isId(id)) throw notFound(CATEGORY_NOT_FOUND);
  const { categories, services } = await queryCategoryItems(id);
  const category = categories[0];
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  const before = { name: category.name, services: services.map((s) => s.name).join(', ') };
  const audit = categoryAudit(context, 'catalog.category.delete', before, {}, category.name);
  await deleteCategoryWithServices(id, services.map((s) => s.id), audit, CATEGORY_NOT_FOUND);
  return { detail: 'Catégorie supprimée' };
}

/** The instant-delivery flags after an input (decision 042); 400 for automatic delivery where a person must look. */
function flagsOf(input: ServiceInput, had?: ServiceRecord) {
  const { flags, problem } = resolveServiceFlags(input, had);
  if (problem) throw invalid(problem);
  return flags;
}

export async function addService(categoryId: string, input: ServiceInput, context: AuditContext): Promise<Service> {
  const flags = flagsOf(input);
  const category = await findCategory(categoryId);
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  const now = nowIso();
  const item: ServiceRecord = {
    id: randomUUID(),
    category_id: category.id,
    name: input.name,
    price: input.price,
    ...flags,
    created_at: now,
    updated_at: now,
  };
  await putServiceInCategory(item, serviceAudit(context, 'catalog.service.create', category.name, undefined, item), CATEGORY_NOT_FOUND);
  return toService(item);
}

/** The service and its category as read; 404 for either unknown. */
async function requireService(categoryId: string, serviceId: string) {
  const [category, service] = isId(categoryId) && isId(serviceId) ? await Promise.all([findCategory(categoryId), getServiceItem(categoryId, serviceId)]) : [];
  if (!category || !service) throw notFound(SERVICE_NOT_FOUND);
  return { category, service };
}

/** Renames / reprices a service as read; 409 when another change came in between. */
export async function editService(categoryId: string, serviceId: string, input: ServiceInput, context: AuditContext): Promise<Service> {
  const { category, service } = await requireService(categoryId, serviceId);
  const flags = flagsOf(input, service);
  const after: ServiceRecord = { ...service, name: input.name, price: input.price, ...flags, updated_at: laterThan(service.updated_at) };
  const audit = serviceAudit(context, 'catalog.service.edit', category.name, service, after);
  await updateServiceItem(service, { name: after.name, price: after.price, ...flags, updated_at: after.updated_at }, audit);
  return toService(after);
}

export async function removeService(categoryId: string, serviceId: string, context: AuditContext): Promise<{ detail: string }> {
  const { category, service } = await requireService(categoryId, serviceId);
  await deleteServiceItem(service, serviceAudit(context, 'catalog.service.delete', category.name, service), SERVICE_NOT_FOUND);
  return { detail: 'Service supprimé' };
}
