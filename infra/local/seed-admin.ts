import { DEFAULT_ADMIN_COMPANY } from '@app/shared/brand';
import { hashPassword } from '@app/functions/lib/auth/passwords';
import { createUser, findUserByEmail, setUserStatus } from '@app/functions/users/user-repository';

/**
 * The bootstrap administrator: created on first start, kept admin and approved on the server.
 * This replaces the spec's browser-only "emergency administrator" button.
 */
export async function seedAdministrator(email: string, password: string): Promise<'created' | 'kept'> {
  const normalized = email.trim().toLowerCase();
  const existing = await findUserByEmail(normalized);
  if (existing) {
    if (existing.status !== 'approved') await setUserStatus(existing, 'approved');
    return 'kept';
  }
  await createUser({
    email: normalized,
    password_hash: await hashPassword(password),
    first_name: 'Administrateur',
    last_name: 'Principal',
    company_name: DEFAULT_ADMIN_COMPANY,
    phone: '',
    address: '',
    role: 'admin',
    status: 'approved',
  });
  return 'created';
}
