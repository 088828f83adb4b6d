import { createAdministrator } from '@app/functions/setup/administrator';
import { findUserByEmail, setUserStatus } from '@app/functions/users/user-repository';

/**
 * The bootstrap administrator: created on first start (the same creation as the cloud's
 * first-admin trigger), kept admin and approved on the server. This replaces the spec's
 * browser-only "emergency administrator" button.
 */
export async function seedAdministrator(email: string, password: string): Promise<'created' | 'kept'> {
  if ((await createAdministrator(email, password)) === 'created') return 'created';
  const existing = await findUserByEmail(email.trim().toLowerCase());
  if (existing && existing.status !== 'approved') await setUserStatus(existing, 'approved');
  return 'kept';
}
