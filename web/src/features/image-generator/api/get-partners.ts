import { useQuery } from '@tanstack/react-query';
import type { Partner } from '@app/shared/partners/schemas';
import { api } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/partners: `[{id, name, logo_filename, has_logo, created_at}]`, sorted by name (any signed-in user). */
export function getPartners(): Promise<Partner[]> {
  return api.get<Partner[]>('/api/partners');
}

export const usePartnerChoices = () => useQuery({ queryKey: queryKeys.partners, queryFn: getPartners });
