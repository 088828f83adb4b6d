import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicUser } from '@app/shared/users/schemas';
import { call } from '@/lib/api/call';
import { hasSession } from '@/lib/api/tokens';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * The answer carries the preferences too; the cache entry may also hold the login's user, without
 * them. The first read takes the HTML's own account call (lib/api/html-calls.ts).
 */
export function getMe(): Promise<PublicUser> {
  return call('GET /api/auth/me');
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.me,
    queryFn: getMe,
    staleTime: 60_000,
  });
}

/** The signed-in user (GET /api/auth/me); idle while there is no access token. */
export function useMe() {
  return useQuery({ ...meQueryOptions(), enabled: hasSession() });
}

/** The signed-in user, for components rendered behind the auth guard. */
export function useCurrentUser(): PublicUser {
  const { data } = useMe();
  if (!data) throw new Error('useCurrentUser must be used behind the authentication guard');
  return data;
}
