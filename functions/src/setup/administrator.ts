import { DEFAULT_ADMIN_COMPANY } from '@app/shared/brand';
import { hashPassword } from '../lib/auth/passwords';
import { DomainError } from '../lib/errors';
import { accountCountersMove } from '../order-data/counters/account-counters';
import { createUser, findUserByEmail } from '../users/user-repository';

export type AdministratorOutcome = 'created' | 'exists';

/**
 * Creates an approved administrator unless an account already has this email. The creation is
 * the users repository's conditional transaction (email claim and user item `attribute_not_exists`),
 * so two concurrent runs create one account and an existing account is never overwritten.
 * `mustChangePassword`: a generated password (the deployed first administrator's), changed at
 * the first sign-in (auth/password-change.ts).
 */
export async function createAdministrator(
  email: string,
  password: string,
  { mustChangePassword = false } = {},
): Promise<AdministratorOutcome> {
  const normalized = email.trim().toLowerCase();
  if (await findUserByEmail(normalized)) return 'exists';
  try {
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
      ...(mustChangePassword ? { must_change_password: true } : {}),
    }, (user) => accountCountersMove(undefined, user));
    return 'created';
  } catch (error) {
    // The email was claimed between the read and the write: someone else created it.
    if (error instanceof DomainError && error.kind === 'conflict') return 'exists';
    throw error;
  }
}
