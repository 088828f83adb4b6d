import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@app/shared/users/schemas';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/users: the client accounts. */
export function getClients(): Promise<PublicUser[]> {
  return api.get<PublicUser[]>('/api/admin/users');
}

export const useClients = () => useQuery(queryOptions({ queryKey: queryKeys.clients, queryFn: getClients }));
