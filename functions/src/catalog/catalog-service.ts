import { randomUUID } from 'node:crypto';
import type { Category, CategoryInput, Service, ServiceInput } from '@app/shared/catalog/schemas';
import { nowIso } from '../lib/db/keys';
import { conflict, notFound } from '../lib/errors';
import type { CategoryRecord, ServiceRecord } from '../price-list/catalog-record';
import {
  deleteCategoryWithServices,
  deleteServiceItem,
  getCategoryItem,
  putCategory,
  putServiceInCategory,
  queryCategoryItems,
  renameCategoryItem,
  updateServiceItem,
} from '../price-list/catalog-repository';
import { loadCatalog, toService } from '../price-list/price-list';

export const CATEGORY_NOT_FOUND = 'Catégorie introuvable';
export const SERVICE_NOT_FOUND = 'Service introuvable';
export const CATEGORY_EXISTS = 'Cette catégorie existe déjà';

/** Duplicate test: case-insensitive but accent-sensitive ('Boîte' = 'BOÎTE', 'Boite' ≠ 'Boîte'). */
const sameName = new Intl.Collator('fr', { sensitivity: 'accent' });

/** Ids are UUIDs we generate; anything else (e.g. with '#', which would reach other sort keys) is unknown. */
const isId = (id: string | undefined): id is string => !!id && /^[A-Za-z0-9_-]{1,64}$/.test(id);

/** A category (without services) or undefined. */
export async function findCategory(id: string): Promise<{ id: string; name: string } | undefined> {
  if (!isId(id)) return undefined;
  const item = await getCategoryItem(id);
  return item ? { id: item.id, name: item.name } : undefined;
}

/**
 * Refuses a name already used (case-insensitive) with a 409. The check reads the catalogue
 * first: two administrators creating the same name at the same instant could both succeed;
 * accepted for an admin-only, rarely-used action.
 */
export async function createCategory(input: CategoryInput): Promise<Category> {
  const catalog = await loadCatalog();
  if (catalog.some((c) => sameName.compare(c.name, input.name) === 0)) throw conflict(CATEGORY_EXISTS);
  const item: CategoryRecord = { id: randomUUID(), name: input.name, created_at: nowIso() };
  if (!(await putCategory(item))) throw new Error('A fresh category id already exists');
  return { id: item.id, name: item.name, services: [] };
}

/** Renames a category; another category's name (case-insensitive) is a 409. */
export async function renameCategory(id: string, input: CategoryInput): Promise<Category> {
  if (!isId(id)) throw notFound(CATEGORY_NOT_FOUND);
  const catalog = await loadCatalog();
  const current = catalog.find((c) => c.id === id);
  if (!current) throw notFound(CATEGORY_NOT_FOUND);
  if (catalog.some((c) => c.id !== id && sameName.compare(c.name, input.name) === 0)) throw conflict(CATEGORY_EXISTS);
  if (!(await renameCategoryItem(id, input.name, nowIso()))) throw notFound(CATEGORY_NOT_FOUND);
  return { ...current, name: input.name };
}

/** Deletes a category and its services. */
export async function removeCategory(id: string): Promise<{ detail: string }> {
  if (!isId(id)) throw notFound(CATEGORY_NOT_FOUND);
  const { categories, services } = await queryCategoryItems(id);
  if (!categories.length) throw notFound(CATEGORY_NOT_FOUND);
  const serviceIds = services.map((s) => s.id);
  if (!(await deleteCategoryWithServices(id, serviceIds))) throw notFound(CATEGORY_NOT_FOUND);
  return { detail: 'Catégorie supprimée' };
}

export async function addService(categoryId: string, input: ServiceInput): Promise<Service> {
  if (!isId(categoryId)) throw notFound(CATEGORY_NOT_FOUND);
  const now = nowIso();
  const item: ServiceRecord = {
    id: randomUUID(),
    category_id: categoryId,
    name: input.name,
    price: input.price,
    created_at: now,
    updated_at: now,
  };
  if (!(await putServiceInCategory(item))) throw notFound(CATEGORY_NOT_FOUND);
  return toService(item);
}

export async function editService(categoryId: string, serviceId: string, input: ServiceInput): Promise<Service> {
  if (!isId(categoryId) || !isId(serviceId)) throw notFound(SERVICE_NOT_FOUND);
  const item = await updateServiceItem(categoryId, serviceId, {
    name: input.name,
    price: input.price,
    updated_at: nowIso(),
  });
  if (!item) throw notFound(SERVICE_NOT_FOUND);
  return toService(item);
}

export async function removeService(categoryId: string, serviceId: string): Promise<{ detail: string }> {
  if (!isId(categoryId) || !isId(serviceId) || !(await deleteServiceItem(categoryId, serviceId))) {
    throw notFound(SERVICE_NOT_FOUND);
  }
  return { detail: 'Service supprimé' };
}
