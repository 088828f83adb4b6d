import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/client/privacy/erasure-request: `{requestedAt}`, or null before any request. */
export const useErasureRequest = () =>
  useQuery({ queryKey: queryKeys.privacy.erasure, queryFn: () => call('GET /api/client/privacy/erasure-request') });

/** POST /api/client/privacy/erasure-request: the administrators are told; answers its time. */
export function useRequestErasure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('POST /api/client/privacy/erasure-request'),
    onSuccess: (request) => queryClient.setQueryData(queryKeys.privacy.erasure, request),
  });
}
