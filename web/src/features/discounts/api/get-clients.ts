import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@app/shared/users/schemas';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const adminClientsQueryKey = queryKeys.clients;

/** GET /api/admin/users: the client accounts. */
export function getClients(): Promise<PublicUser[]> {
  return api.get<PublicUser[]>('/api/admin/users');
}

export const useClients = () => useQuery(queryOptions({ queryKey: adminClientsQueryKey, queryFn: getClients }));
