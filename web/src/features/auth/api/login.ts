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

/** POST /api/auth/login: signed in, asked for a second factor's code, or for a new password. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (data) => {
      if ('access_token' in data) startSession(queryClient, data);
    },
  });
}

/** POST /api/auth/password: a password that had to change (the step's token); then signed in, or the code's step. */
export function useChangeRequiredPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { password_token: string; new_password: string }) => call('POST /api/auth/password', { body: input }),
    onSuccess: (data) => {
      if ('access_token' in data) startSession(queryClient, data);
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
