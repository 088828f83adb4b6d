/** Pure pricing of the new-order dialog, with the shared rules the server applies (spec §5). */
import type { Category, ClientDiscount } from '@app/shared/catalog/schemas';
import { orderTotal, priceService, type Discount } from '@app/shared/pricing/pricing';

/** A selection key: one service of one category. */
export const serviceKey = (categoryId: string, serviceId: string): string => `${categoryId}/${serviceId}`;

export type DiscountLike = Pick<ClientDiscount, 'category_id' | 'discount_type' | 'discount_value'>;

export function discountFor(categoryId: string, discounts: readonly DiscountLike[]): DiscountLike | undefined {
  return discounts.find((d) => d.category_id === categoryId);
}

export interface PricedCatalogService {
  key: string;
  id: string;
  name: string;
  /** The catalogue price text, e.g. '50€'. */
  price: string;
  category_id: string;
  category_name: string;
  original_price: number;
  discounted_price: number;
}

/** Every service of the catalogue priced for this client, in catalogue order. */
export function priceCatalog(
  categories: readonly Category[],
  discounts: readonly DiscountLike[],
): PricedCatalogService[] {
  const rules = discounts as readonly Discount[];
  return categories.flatMap((category) =>
    category.services.map((service) => {
      const priced = priceService(category.id, service.price, rules);
      return {
        key: serviceKey(category.id, service.id),
        id: service.id,
        name: service.name,
        price: service.price,
        category_id: category.id,
        category_name: category.name,
        original_price: priced.original_price,
        discounted_price: priced.discounted_price,
      };
    }),
  );
}

/** The selected services (catalogue order; keys no longer in the catalogue are dropped). */
export function selectedServices(
  priced: readonly PricedCatalogService[],
  selection: ReadonlySet<string>,
): PricedCatalogService[] {
  return priced.filter((service) => selection.has(service.key));
}

/** The total shown in the dialog: the sum of discounted prices, as the server computes it. */
export function selectionTotal(selected: readonly PricedCatalogService[]): number {
  return orderTotal(selected);
}

/** selected_services of POST /api/orders. */
export function toSelectedServicesPayload(selected: readonly PricedCatalogService[]) {
  return selected.map(({ id, name, price, category_id }) => ({ id, name, price, category_id }));
}
