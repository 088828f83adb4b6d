import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '@app/shared/auth/schemas';
import { call } from '@/lib/api/call';
import { clearConditionalCache } from '@/lib/api/conditional-cache';
import { setTokens } from '@/lib/api/tokens';
import { queryKeys } from '@/lib/api/query-keys';

export function login(input: LoginInput) {
  return call('POST /api/auth/login', { body: input });
}

/** POST /api/auth/login; forgets the previous session's answers, stores the tokens and primes the current user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      queryClient.clear();
      clearConditionalCache();
      setTokens(data);
      queryClient.setQueryData(queryKeys.me, data.user);
    },
  });
}
