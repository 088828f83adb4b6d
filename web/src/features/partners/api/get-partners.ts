import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/partners: `[{id, name, logo_filename, has_logo, created_at}]`, sorted by name. */
export function getPartners() {
  return call('GET /api/partners');
}

export function partnersQueryOptions() {
  return queryOptions({ queryKey: queryKeys.partners, queryFn: getPartners });
}

export const usePartners = () => useQuery(partnersQueryOptions());
