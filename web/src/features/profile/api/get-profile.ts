import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@app/shared/users/schemas';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/auth/me: the signed-in user's details, shown read-only. */
export function getProfile(): Promise<PublicUser> {
  return api.get<PublicUser>('/api/auth/me');
}

/** Shares the session's cache entry (queryKeys.me), already filled behind the authentication guard. */
export const useProfile = () => useQuery({ queryKey: queryKeys.me, queryFn: getProfile, staleTime: 60_000 });
