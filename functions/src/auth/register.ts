import type { RegisterInput } from '@app/shared/auth/schemas';
import { hashPassword } from '../lib/auth/passwords';
import { toPublicUser } from '../users/user-record';
import { createUser } from '../users/user-repository';

/** POST /api/auth/register: a client account waiting for approval. */
export async function register(input: RegisterInput) {
  const user = await createUser({
    email: input.email,
    password_hash: await hashPassword(input.password),
    first_name: input.first_name,
    last_name: input.last_name,
    company_name: input.company_name,
    address: input.address,
    phone: input.phone,
    role: 'client',
    status: 'pending',
  });
  return toPublicUser(user);
}
