import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Partner } from '@app/shared/partners/schemas';
import { api } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/partners: `[{id, name, logo_filename, has_logo, created_at}]`, sorted by name. */
export function getPartners(): Promise<Partner[]> {
  return api.get<Partner[]>('/api/partners');
}

export function partnersQueryOptions() {
  return queryOptions({ queryKey: queryKeys.partners, queryFn: getPartners });
}

export const usePartners = () => useQuery(partnersQueryOptions());
