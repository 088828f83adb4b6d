import { useMutation } from '@tanstack/react-query';
import type { RegisterInput } from '@app/shared/auth/schemas';
import type { PublicUser } from '@app/shared/users/schemas';
import { api } from '@/lib/api/api-client';

export function register(input: RegisterInput): Promise<PublicUser> {
  return api.post<PublicUser>('/api/auth/register', input);
}

/** POST /api/auth/register. */
export function useRegister() {
  return useMutation({ mutationFn: register });
}
