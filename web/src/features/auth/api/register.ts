import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@app/shared/auth/schemas';
import { call } from '@/lib/api/call';

export function register(input: RegisterInput) {
  return call('POST /api/auth/register', { body: input });
}

/** POST /api/auth/register. */
export function useRegister() {
  return useMutation({ mutationFn: register });
}
