import type { LoginInput, LoginResponse } from '@app/shared/auth/schemas';
import { call } from '@/lib/api/call';
import { clearConditionalCache } from '@/lib/api/conditional-cache';
import { sessionMustEnrol, setTokens } from '@/lib/api/tokens';
import { queryKeys } from '@/lib/api/query-keys';
import { useAction } from '@/lib/hooks/use-action';

export function login(input: LoginInput) {
  return call('POST /api/auth/login', { body: input });
}

const isSession = (data: object): data is LoginResponse => 'access_token' in data;

/**
 * Forgets the previous session's answers, stores the tokens and primes the current user, with
 * what its token says of a second factor to set up first (as GET /api/auth/me would): the guards
 * then send it to its enrolment before any page asks for data it may not read yet (issue 37).
 * The query client loads here, not with /login's first screen (decision 018).
 */
async function startSession<T extends object>(data: T): Promise<T> {
  if (!isSession(data)) return data;
  const { queryClient } = await import('@/lib/api/query-client');
  queryClient.clear();
  clearConditionalCache();
  setTokens(data);
  queryClient.setQueryData(queryKeys.me, { ...data.user, mfa_enrolment_required: sessionMustEnrol() });
  return data;
}

const signIn = async (input: LoginInput) => startSession(await login(input));
const changeRequiredPassword = async (input: { password_token: string; new_password: string }) =>
  startSession(await call('POST /api/auth/password', { body: input }));
const signInWithCode = async (input: { mfa_token: string; code: string }) =>
  startSession(await call('POST /api/auth/login/totp', { body: input }));

/** POST /api/auth/login: signed in, asked for a second factor's code, or for a new password. */
export function useLogin() {
  return useAction(signIn);
}

/** POST /api/auth/password: a password that had to change (the step's token); then signed in, or the code's step. */
export function useChangeRequiredPassword() {
  return useAction(changeRequiredPassword);
}

/** POST /api/auth/login/totp: the second step, with the token of the first. */
export function useLoginWithCode() {
  return useAction(signInWithCode);
}
