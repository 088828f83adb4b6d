import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoginInput, LoginResponse } from '@app/shared/auth/schemas';
import { call } from '@/lib/api/call';
import { clearConditionalCache } from '@/lib/api/conditional-cache';
import { setTokens } from '@/lib/api/tokens';
import { queryKeys } from '@/lib/api/query-keys';

export function login(input: LoginInput) {
  return call('POST /api/auth/login', { body: input });
}

/** Forgets the previous session's answers, stores the tokens and primes the current user. */
function startSession(queryClient: QueryClient, data: LoginResponse) {
  queryClient.clear();
  clearConditionalCache();
  setTokens(data);
  queryClient.setQueryData(queryKeys.me, data.user);
}

/** POST /api/auth/login: signed in, or (an administrator with a second factor) asked for its code. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      if (!('mfa_required' in data)) startSession(queryClient, data);
    },
  });
}

/** POST /api/auth/login/totp: the second step, with the token of the first. */
export function useLoginWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { mfa_token: string; code: string }) => call('POST /api/auth/login/totp', { body: input }),
    onSuccess: (data) => startSession(queryClient, data),
  });
}
