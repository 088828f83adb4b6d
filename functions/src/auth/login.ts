import { MAX_FAILED_LOGINS, type LoginInput } from '@app/shared/auth/schemas';
import { ACCOUNT_DISABLED } from '../lib/auth/authenticate';
import { decoyHash, verifyPassword } from '../lib/auth/passwords';
import { forbidden, locked, unauthorized } from '../lib/errors';
import { writeSecurityLog } from '../security/security-log-repository';
import { raiseSecurityAlert } from '../security/security-alert';
import { toPublicUser, type UserRecord } from '../users/user-record';
import { findUserByEmail, lockUser, recordFailedLogin, resetLockout } from '../users/user-repository';
import { ACCOUNT_LOCKED, issueTokens } from './session-tokens';

export const WRONG_CREDENTIALS = 'Email ou mot de passe incorrect';

async function failLogin(user: UserRecord): Promise<never> {
  const attempts = await recordFailedLogin(user.id);
  await writeSecurityLog('warning', 'login_failed', `Échec de connexion (${attempts} tentative(s) consécutive(s))`, user.email);
  if (attempts >= MAX_FAILED_LOGINS && (await lockUser(user.id))) {
    await raiseSecurityAlert('account_locked', 'compte verrouillé', `Compte verrouillé après ${attempts} échecs de connexion`, user.email);
    throw locked(ACCOUNT_LOCKED);
  }
  throw unauthorized(WRONG_CREDENTIALS);
}

/** POST /api/auth/login: tokens and the user; failures are counted and logged, then lock. */
export async function login(input: LoginInput) {
  const user = await findUserByEmail(input.email);
  const valid = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash()));
  if (!user) {
    await writeSecurityLog('warning', 'login_failed', 'Échec de connexion : adresse inconnue', input.email);
    throw unauthorized(WRONG_CREDENTIALS);
  }
  if (user.locked_at) {
    await writeSecurityLog('warning', 'login_refused_locked', 'Connexion refusée : compte verrouillé', user.email);
    throw locked(ACCOUNT_LOCKED);
  }
  if (!valid) return failLogin(user);
  if (user.status === 'disabled') {
    await writeSecurityLog('info', 'login_refused_disabled', 'Connexion refusée : compte désactivé', user.email);
    throw forbidden(ACCOUNT_DISABLED);
  }
  if (user.failed_attempts) await resetLockout(user.id);
  return { ...(await issueTokens(user)), user: toPublicUser({ ...user, failed_attempts: 0 }) };
}
