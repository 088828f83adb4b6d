import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@app/shared/catalog/schemas';
import { api } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/admin/categories: the categories a discount may apply to. */
export function getCategories(): Promise<Category[]> {
  return api.get<Category[]>('/api/admin/categories');
}

export const useCategories = () =>
  useQuery(queryOptions({ queryKey: queryKeys.catalog.adminCategories, queryFn: getCategories }));
