import { keys } from '../lib/db/keys';
import { queryAll } from '../lib/db/query';
import { table } from '../lib/db/table';
import { transact, type TransactionItem } from '../lib/db/transaction';
import { conflict, notFound } from '../lib/errors';
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

export const getServiceItem = (categoryId: string, id: string) => serviceEntity.get(categoryId, id);

export const CATALOG_CHANGED = 'Le catalogue a été modifié entre-temps. Rechargez et réessayez.';

/** Puts a new category with `more` (its audit entry) in the same transaction. */
export const putCategory = (category: CategoryRecord, more: readonly TransactionItem[]) =>
  transact([categoryEntity.createItem(category, () => new Error('A fresh category id already exists')), ...more]);

const MAX_TRANSACTION_ITEMS = 100;

/**
 * Deletes a category (conditional on it existing) and its services with `more` (its audit
 * entry) in one transaction; the services past the transaction's room go through BatchWrite
 * after it. `missing` when the category went meanwhile.
 */
export async function deleteCategoryWithServices(categoryId: string, serviceIds: string[], more: readonly TransactionItem[], missing: string) {
  const room = MAX_TRANSACTION_ITEMS - 1 - more.length;
  const [inTransaction, rest] = [serviceIds.slice(0, room), serviceIds.slice(room)];
  const category = categoryEntity.deleteItem(categoryEntity.key(categoryId), {
    condition: isCategory,
    mustExist: true,
    onConditionFailed: () => notFound(missing),
  });
  const services = inTransaction.map((id) => serviceEntity.deleteItem(serviceEntity.key(categoryId, id)));
  await transact([category, ...services, ...more]);
  await table.batchDelete(rest.map((id) => serviceEntity.key(categoryId, id)));
}

/** Adds a service if its category exists, with `more` in one transaction; `missing` when it went. */
export async function putServiceInCategory(service: ServiceRecord, more: readonly TransactionItem[], missing: string) {
  const category = categoryEntity.checkItem(categoryEntity.key(service.category_id), { condition: isCategory, onConditionFailed: () => notFound(missing) });
  const put = serviceEntity.createItem(service, () => new Error('A fresh service id already exists'));
  await transact([category, put, ...more]);
}

/** Renames the category as read (its name unchanged since), with `more`; 409 otherwise. */
export const renameCategoryItem = (seen: { id: string; name: string }, name: string, updatedAt: string, more: readonly TransactionItem[]) =>
  transact([
    categoryEntity.updateItem(
      categoryEntity.key(seen.id),
      { set: { name, updated_at: updatedAt }, condition: { expression: '#kind = :category AND #name = :seen', names: { '#kind': 'type', '#name': 'name' }, values: { ':category': 'category', ':seen': seen.name } } },
      () => conflict(CATALOG_CHANGED),
    ),
    ...more,
  ]);

const unchangedService = (seen: ServiceRecord) => ({ expression: 'updated_at = :seen_at', values: { ':seen_at': seen.updated_at } });

/** Renames / reprices the service as read (unchanged since), with `more`; 409 otherwise. */
export const updateServiceItem = (seen: ServiceRecord, changes: Pick<ServiceRecord, 'name' | 'price' | 'updated_at' | 'auto_delivery' | 'human_review_required' | 'emission_related'>, more: readonly TransactionItem[]) =>
  transact([serviceEntity.updateItem(serviceEntity.keyOf(seen), { set: changes, condition: unchangedService(seen) }, () => conflict(CATALOG_CHANGED)), ...more]);

/** Deletes the service as read, with `more`; `missing` when it went meanwhile. */
export const deleteServiceItem = (seen: ServiceRecord, more: readonly TransactionItem[], missing: string) =>
  transact([serviceEntity.deleteItem(serviceEntity.keyOf(seen), { mustExist: true, condition: isService, onConditionFailed: () => notFound(missing) }), ...more]);
