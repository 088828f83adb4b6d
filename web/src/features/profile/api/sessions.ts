import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/auth/sessions: the account's open sessions, newest first, the caller's marked `current`. */
export const useSessions = () => useQuery({ queryKey: queryKeys.sessions, queryFn: () => call('GET /api/auth/sessions') });

/** DELETE /api/auth/sessions/{id}: that device is signed out at its next call. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/auth/sessions/{id}', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.sessions }),
  });
}
