import { keys } from '../lib/db/keys';
import { queryAll } from '../lib/db/query';
import { table } from '../lib/db/table';
import { transact, WRITTEN } from '../lib/db/transaction';
import { keyConditions } from '../lib/db/key-conditions';
import { categoryEntity, serviceEntity, type CategoryRecord, type ServiceRecord } from './catalog-record';

export const CATALOG_PK = keys.category('').pk;

export interface CatalogItems {
  categories: CategoryRecord[];
  services: ServiceRecord[];
}

const isCategory = { expression: '#kind = :category', names: { '#kind': 'type' }, values: { ':category': 'category' } };
const isService = { expression: '#kind = :service', names: { '#kind': 'type' }, values: { ':service': 'service' } };

async function queryCatalog(prefix?: string): Promise<CatalogItems> {
  const items = await queryAll(prefix ? keyConditions.beginsWith(CATALOG_PK, prefix) : keyConditions.partition(CATALOG_PK));
  return { categories: categoryEntity.parseAll(items), services: serviceEntity.parseAll(items) };
}

/** The whole catalogue: one Query (paginated) on pk 'CATALOG'. */
export const queryCatalogItems = () => queryCatalog();

/** One category and its services (a begins_with Query); no category when it does not exist. */
export async function queryCategoryItems(categoryId: string): Promise<CatalogItems> {
  const { categories, services } = await queryCatalog(keys.category(categoryId).sk);
  // 'CATEGORY#ab' is also a prefix of 'CATEGORY#abc': keep only this category's items.
  return {
    categories: categories.filter((c) => c.id === categoryId),
    services: services.filter((s) => s.category_id === categoryId),
  };
}

export const getCategoryItem = (id: string) => categoryEntity.get(id);

export const putCategory = (category: CategoryRecord) => categoryEntity.create(category);

const MAX_TRANSACTION_ITEMS = 100;

/**
 * Deletes a category (conditional on it existing) and its services in one transaction; past
 * 99 services the remainder goes through BatchWrite after the transaction. Returns false when
 * the category did not exist.
 */
export async function deleteCategoryWithServices(categoryId: string, serviceIds: string[]): Promise<boolean> {
  const inTransaction = serviceIds.slice(0, MAX_TRANSACTION_ITEMS - 1);
  const rest = serviceIds.slice(MAX_TRANSACTION_ITEMS - 1);
  const category = categoryEntity.deleteItem(categoryEntity.key(categoryId), {
    condition: isCategory,
    mustExist: true,
    onConditionFailed: () => false,
  });
  const services = inTransaction.map((id) => serviceEntity.deleteItem(serviceEntity.key(categoryId, id)));
  const deleted = (await transact([category, ...services])) === WRITTEN;
  if (deleted) await table.batchDelete(rest.map((id) => serviceEntity.key(categoryId, id)));
  return deleted;
}

/** Adds a service if its category exists (one transaction); false when the category is missing. */
export async function putServiceInCategory(service: ServiceRecord): Promise<boolean> {
  const category = categoryEntity.checkItem(categoryEntity.key(service.category_id), { condition: isCategory, onConditionFailed: () => false });
  const put = serviceEntity.createItem(service, () => new Error('A fresh service id already exists'));
  return (await transact([category, put])) === WRITTEN;
}

/** Renames an existing category; undefined when it does not exist. */
export const renameCategoryItem = (id: string, name: string, updatedAt: string) =>
  categoryEntity.update(categoryEntity.key(id), { set: { name, updated_at: updatedAt }, condition: isCategory });

/** Renames / reprices an existing service; undefined when it does not exist. */
export const updateServiceItem = (
  categoryId: string,
  serviceId: string,
  changes: Pick<ServiceRecord, 'name' | 'price' | 'updated_at'>,
) => serviceEntity.update(serviceEntity.key(categoryId, serviceId), { set: changes, condition: isService });

/** Deletes an existing service; false when it does not exist. */
export const deleteServiceItem = async (categoryId: string, serviceId: string) =>
  (await serviceEntity.remove(serviceEntity.key(categoryId, serviceId), isService)) !== undefined;
