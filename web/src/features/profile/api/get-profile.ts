import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/auth/me: the signed-in user's details (shown read-only) and its preferences. */
export function getProfile() {
  return call('GET /api/auth/me');
}

/**
 * Shares the session's cache entry (queryKeys.me), already filled behind the authentication guard;
 * read again when that entry came from the login answer, which carries no preferences.
 */
export const useProfile = () =>
  useQuery({
    queryKey: queryKeys.me,
    queryFn: getProfile,
    staleTime: 60_000,
    refetchOnMount: (query) => (query.state.data && 'email_notifications' in query.state.data ? true : 'always'),
  });
