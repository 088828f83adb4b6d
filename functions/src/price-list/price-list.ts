import type { Category, Service } from '@app/shared/catalog/schemas';
import type { Discount } from '@app/shared/pricing/pricing';
import type { ServiceRecord } from './catalog-record';
import { queryCatalogItems, type CatalogItems } from './catalog-repository';
import { queryDiscounts } from './discount-repository';
import { lazy } from '../lib/lazy';

// What prices an order, read by catalog (its pages) and orders (pricing): the catalogue and a client's discounts.

/** Sorting collator: French order, case and accents ignored, numbers compared as numbers. */
const byName = lazy(() => new Intl.Collator('fr', { sensitivity: 'base', numeric: true }));

export const toService = (item: ServiceRecord): Service => ({
  id: item.id,
  name: item.name,
  price: item.price,
  auto_delivery: item.auto_delivery,
  human_review_required: item.human_review_required,
  emission_related: item.emission_related,
});
const byCreation = (a: { created_at: string; id: string }, b: { created_at: string; id: string }) =>
  a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);

/**
 * Builds the categories from the catalogue items. Order: categories by name (French
 * collation, then creation), so that the admin page and the new-order dialog list them
 * alphabetically whatever order they were created in; services by creation order (the order
 * the administrator added them). Services whose category is gone are dropped.
 */
export function assembleCatalog(items: CatalogItems): Category[] {
  const categories = [...items.categories];
  const services = [...items.services].sort(byCreation);
  const byCategory = new Map<string, Service[]>(categories.map((c) => [c.id, []]));
  for (const service of services) byCategory.get(service.category_id)?.push(toService(service));
  return categories
    .sort((a, b) => byName().compare(a.name, b.name) || byCreation(a, b))
    .map((c) => ({ id: c.id, name: c.name, services: byCategory.get(c.id) ?? [] }));
}

/** The whole catalogue (one Query): `{id, name, services: {id, name, price}[]}[]`. */
export async function loadCatalog(): Promise<Category[]> {
  return assembleCatalog(await queryCatalogItems());
}

/**
 * A client's discounts for pricing (one Query). A discount of a deleted category may remain
 * in the list; it never matches a service, since no service belongs to a deleted category.
 */
export async function discountsOf(clientId: string): Promise<Discount[]> {
  return queryDiscounts(clientId);
}
