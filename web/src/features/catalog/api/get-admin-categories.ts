import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/admin/categories: `[{id, name, services: [{id, name, price}]}]`, sorted by name. */
export function getAdminCategories() {
  return call('GET /api/admin/categories');
}

export function adminCategoriesQueryOptions() {
  return queryOptions({ queryKey: queryKeys.catalog.adminCategories, queryFn: getAdminCategories });
}

export const useAdminCategories = () => useQuery(adminCategoriesQueryOptions());
