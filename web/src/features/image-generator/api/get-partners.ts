import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/partners: `[{id, name, logo_filename, has_logo, created_at}]`, sorted by name (any signed-in user). */
export function getPartners() {
  return call('GET /api/partners');
}

export const usePartnerChoices = () => useQuery({ queryKey: queryKeys.partners, queryFn: getPartners });
