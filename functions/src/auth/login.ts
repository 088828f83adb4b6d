import type { LoginInput } from '@app/shared/auth/schemas';
import { ACCOUNT_DISABLED } from '../lib/auth/authenticate';
import { decoyHash, verifyPassword } from '../lib/auth/passwords';
import { signPasswordChangeToken, signTwoFactorToken } from '../lib/auth/tokens';
import { env } from '../lib/env';
import { forbidden, locked, unauthorized } from '../lib/errors';
import { writeSecurityLog } from '../security/security-log-repository';
import { raiseSecurityAlert } from '../security/security-alert';
import { toPublicUser, type UserRecord } from '../users/user-record';
import { findUserByEmail, lockUser, recordFailedLogin, resetLockout } from '../users/user-repository';
import { countAddressFailure, refuseBlockedAddress } from './address-limit';
import { accountLockedMessage, isLockedAt, lockDurationMs, minutesLeft } from './lockout';
import type { Device } from '../users/refresh-token-repository';
import { issueTokens } from './session-tokens';

export const WRONG_CREDENTIALS = 'E-mail ou mot de passe incorrect';

const policy = () => ({ baseMs: env().LOCKOUT_BASE_SECONDS * 1000, maxMs: env().LOCKOUT_MAX_SECONDS * 1000 });

/**
 * A wrong password: counted on the account and logged; from the fifth in a row the account is
 * locked for a time that doubles per further failure. Administrators are told of the first lock
 * of a run (later ones are logged): an attacker cannot flood them with alerts.
 */
export async function failLogin(user: UserRecord, refusal = WRONG_CREDENTIALS): Promise<never> {
  const attempts = await recordFailedLogin(user.id);
  await writeSecurityLog(
    'warning',
    'login_failed',
    `Échec de connexion (${attempts} tentative(s) consécutive(s))`,
    user.email,
  );
  const duration = lockDurationMs(attempts, policy());
  const now = Date.now();
  const until = new Date(now + duration).toISOString();
  if (duration > 0 && (await lockUser(user.id, until, new Date(now).toISOString()))) {
    const message = `Compte verrouillé pendant ${minutesLeft(until, now)} après ${attempts} échecs de connexion`;
    if (user.locked_at) await writeSecurityLog('critical', 'account_locked', message, user.email);
    else await raiseSecurityAlert('account_locked', 'compte verrouillé', message, user);
    throw locked(accountLockedMessage(until, now));
  }
  throw unauthorized(refusal);
}

/**
 * POST /api/auth/login: tokens and the user. Every failure counts against the source address
 * (refused with 429 past its allowance, before any password is checked) and a wrong password
 * against the account (time-limited lock with backoff, functions/src/auth/lockout.ts).
 */
export async function login(input: LoginInput, address: string, userAgent = '') {
  await refuseBlockedAddress(address);
  const user = await findUserByEmail(input.email);
  const valid = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash()));
  if (!user || !valid || isLockedAt(user.locked_until)) await countAddressFailure(address);
  if (!user) {
    await writeSecurityLog('warning', 'login_failed', 'Échec de connexion\u202f: adresse inconnue', input.email);
    throw unauthorized(WRONG_CREDENTIALS);
  }
  if (user.locked_until && isLockedAt(user.locked_until)) {
    await writeSecurityLog('warning', 'login_refused_locked', 'Connexion refusée\u202f: compte verrouillé', user.email);
    throw locked(accountLockedMessage(user.locked_until));
  }
  if (!valid) return failLogin(user);
  if (user.status === 'disabled') {
    await writeSecurityLog('info', 'login_refused_disabled', 'Connexion refusée\u202f: compte désactivé', user.email);
    throw forbidden(ACCOUNT_DISABLED);
  }
  // A password someone else chose: a new one first (password-change.ts), no session before it.
  if (user.must_change_password) {
    return { password_change_required: true as const, password_token: await signPasswordChangeToken(user.id) };
  }
  return afterPassword(user, { userAgent, address });
}

/** An account with a second factor (administrator or client): its code next (two-factor.ts); the failures so far still count. */
export async function afterPassword(user: UserRecord, device: Device) {
  if (user.totp_secret) return { mfa_required: true as const, mfa_token: await signTwoFactorToken(user.id) };
  return signedIn(user, device);
}

/** The end of a sign-in: the failed attempts forgotten, a new session. */
export async function signedIn(user: UserRecord, device: Device) {
  if (user.failed_attempts || user.locked_at) await resetLockout(user.id);
  return { ...(await issueTokens(user, { device })), user: toPublicUser({ ...user, failed_attempts: 0, locked_at: null }) };
}
