import type { ClientDiscount, DiscountInput, SavedDiscount } from '@app/shared/catalog/schemas';
import type { Discount } from '@app/shared/pricing/pricing';
import { notFound } from '../lib/errors';
import { getUser, requireClient } from '../users/user-repository';
import { loadCatalog } from '../price-list/price-list';
import { CATEGORY_NOT_FOUND, findCategory } from './catalog-service';
import { deleteDiscountAfter, getDiscount, queryDiscounts, saveDiscountAfter } from '../price-list/discount-repository';
import { auditWrites, changedFields, type AuditContext } from '../audit/audit-item';
import { CLIENT_NOT_FOUND, DISCOUNT_NOT_FOUND } from '@app/shared/api/params';

export { CLIENT_NOT_FOUND, DISCOUNT_NOT_FOUND };

const DISCOUNT_FIELDS = ['category', 'discount_type', 'discount_value'] as const;

/**
 * A client's discounts for display: joined with the catalogue (one Query) for the category
 * name, in the catalogue's category order; discounts of deleted categories are dropped.
 */
export async function clientDiscounts(clientId: string): Promise<ClientDiscount[]> {
  const [discounts, catalog] = await Promise.all([queryDiscounts(clientId), loadCatalog()]);
  const byCategory = new Map(discounts.map((d) => [d.category_id, d]));
  return catalog.flatMap((category) => {
    const discount = byCategory.get(category.id);
    return discount ? [{ ...discount, category_name: category.name }] : [];
  });
}

/** GET /api/admin/clients/{id}/discounts */
export async function adminClientDiscounts(clientId: string): Promise<ClientDiscount[]> {
  await requireClient(clientId);
  return clientDiscounts(clientId);
}

/** POST /api/admin/clients/{id}/discounts: creates or replaces the discount of a category. */
export async function saveDiscount(clientId: string, input: DiscountInput, context: AuditContext): Promise<SavedDiscount> {
  const [client, category, seen] = await Promise.all([requireClient(clientId), findCategory(input.category_id), getDiscount(clientId, input.category_id)]);
  if (!category) throw notFound(CATEGORY_NOT_FOUND);
  const discount: Discount = {
    category_id: category.id,
    discount_type: input.discount_type,
    discount_value: input.discount_value,
  };
  const named = (d?: Discount) => d && { ...d, category: category.name };
  const audit = auditWrites(context, {
    action: 'discount.set',
    clientId,
    subject: client.company_name || client.email,
    ...changedFields(named(seen), named(discount), DISCOUNT_FIELDS),
  });
  await saveDiscountAfter(clientId, discount, seen, audit);
  return { ...discount, category_name: category.name, created: !seen };
}

/**
 * DELETE /api/admin/clients/{id}/discounts/{categoryId}: a conditional delete; an unknown
 * client has no discount, so it gets 'Remise introuvable' as well.
 */
export async function removeDiscount(clientId: string, categoryId: string, context: AuditContext): Promise<{ detail: string }> {
  const [seen, client, category] = await Promise.all([getDiscount(clientId, categoryId), getUser(clientId), findCategory(categoryId)]);
  if (!seen) throw notFound(DISCOUNT_NOT_FOUND);
  const audit = auditWrites(context, {
    action: 'discount.delete',
    clientId,
    subject: client?.company_name || client?.email || clientId,
    ...changedFields({ ...seen, category: category?.name ?? categoryId }, undefined, DISCOUNT_FIELDS),
  });
  await deleteDiscountAfter(seen, audit, DISCOUNT_NOT_FOUND);
  return { detail: 'Remise supprimée' };
}
