import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@app/shared/catalog/schemas';
import { api } from '@/lib/api-client';

/** Same key and answer as the catalogue page's query, so both share one cache entry. */
export const adminCategoriesQueryKey = ['admin', 'categories'] as const;

/** GET /api/admin/categories: the categories a discount may apply to. */
export function getCategories(): Promise<Category[]> {
  return api.get<Category[]>('/api/admin/categories');
}

export const useCategories = () =>
  useQuery(queryOptions({ queryKey: adminCategoriesQueryKey, queryFn: getCategories }));
