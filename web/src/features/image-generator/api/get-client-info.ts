import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@app/shared/users/schemas';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/auth/me: the signed-in client's company, address and phone (the image's info line). */
export function getClientInfo(): Promise<PublicUser> {
  return call('GET /api/auth/me');
}

/** Shares the session's cache entry (queryKeys.me), already filled behind the authentication guard. */
export const useClientInfo = () => useQuery({ queryKey: queryKeys.me, queryFn: getClientInfo, staleTime: 60_000 });
