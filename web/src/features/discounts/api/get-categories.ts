import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/admin/categories: the categories a discount may apply to. */
export function getCategories() {
  return call('GET /api/admin/categories');
}

export const useCategories = () =>
  useQuery(queryOptions({ queryKey: queryKeys.catalog.adminCategories, queryFn: getCategories }));
