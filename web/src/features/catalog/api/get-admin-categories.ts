import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@app/shared/catalog/schemas';
import { api } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/admin/categories: `[{id, name, services: [{id, name, price}]}]`, sorted by name. */
export function getAdminCategories(): Promise<Category[]> {
  return api.get<Category[]>('/api/admin/categories');
}

export function adminCategoriesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.catalog.adminCategories, queryFn: getAdminCategories });
}

export const useAdminCategories = () => useQuery(adminCategoriesQueryOptions());
