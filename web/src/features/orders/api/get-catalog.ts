import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientDiscount } from '@app/shared/catalog/schemas';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/categories: the service catalogue (categories with their services and price texts). */
export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.catalog.categories,
    queryFn: () => call('GET /api/categories'),
    staleTime: 60_000,
  });
}

export const useCategories = () => useQuery(categoriesQueryOptions());

/**
 * GET /api/client/discounts: the signed-in client's per-category discounts. Spec §7: a failure
 * counts as no discount (logged only).
 */
export async function getClientDiscounts(): Promise<ClientDiscount[]> {
  try {
    const discounts = await call('GET /api/client/discounts');
    return Array.isArray(discounts) ? discounts : [];
  } catch (error) {
    console.warn('Client discounts unavailable:', error);
    return [];
  }
}

export function clientDiscountsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.discounts.mine,
    queryFn: getClientDiscounts,
    staleTime: 60_000,
  });
}

export const useClientDiscounts = () => useQuery(clientDiscountsQueryOptions());
