import { MAX_FAILED_LOGINS, type LoginInput, type RegisterInput } from '@app/shared/auth/schemas';
import { decoyHash, hashPassword, verifyPassword } from '../lib/auth/passwords';
import { signAccessToken, signRefreshToken, verifyRefreshToken } from '../lib/auth/tokens';
import { forbidden, HttpError, unauthorized } from '../lib/http/errors';
import { writeSecurityLog } from '../security/security-log';
import { ACCOUNT_DISABLED } from '../users/authenticate';
import { toPublicUser, type UserRecord } from '../users/user-record';
import {
  createUser,
  findUserByEmail,
  getUser,
  lockUser,
  recordFailedLogin,
  resetLockout,
} from '../users/users-repository';
import { consumeRefreshTokenId, issueRefreshTokenId } from './refresh-tokens';

export const WRONG_CREDENTIALS = 'Email ou mot de passe incorrect';
export const ACCOUNT_LOCKED =
  'Compte verrouillé après plusieurs tentatives de connexion échouées. Contactez l’administration pour le débloquer.';

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

async function issueTokens(user: UserRecord) {
  const jti = await issueRefreshTokenId(user.id);
  return {
    access_token: await signAccessToken(user.id, user.role),
    refresh_token: await signRefreshToken(user.id, jti),
    token_type: 'bearer' as const,
  };
}

async function failLogin(user: UserRecord): Promise<never> {
  const attempts = await recordFailedLogin(user.id);
  await writeSecurityLog('warning', 'login_failed', `Échec de connexion (${attempts} tentative(s) consécutive(s))`, user.email);
  if (attempts >= MAX_FAILED_LOGINS && (await lockUser(user.id))) {
    await writeSecurityLog('critical', 'account_locked', `Compte verrouillé après ${attempts} échecs de connexion`, user.email);
    throw new HttpError(423, ACCOUNT_LOCKED);
  }
  throw unauthorized(WRONG_CREDENTIALS);
}

export async function login(input: LoginInput) {
  const user = await findUserByEmail(input.email);
  const valid = await verifyPassword(input.password, user?.password_hash ?? (await decoyHash()));
  if (!user) {
    await writeSecurityLog('warning', 'login_failed', 'Échec de connexion : adresse inconnue', input.email);
    throw unauthorized(WRONG_CREDENTIALS);
  }
  if (user.locked_at) {
    await writeSecurityLog('warning', 'login_refused_locked', 'Connexion refusée : compte verrouillé', user.email);
    throw new HttpError(423, ACCOUNT_LOCKED);
  }
  if (!valid) return failLogin(user);
  if (user.status === 'disabled') {
    await writeSecurityLog('info', 'login_refused_disabled', 'Connexion refusée : compte désactivé', user.email);
    throw forbidden(ACCOUNT_DISABLED);
  }
  if (user.failed_attempts) await resetLockout(user.id);
  return { ...(await issueTokens(user)), user: toPublicUser({ ...user, failed_attempts: 0 }) };
}

/** Rotation: each refresh token is exchanged once; a second use is refused and logged. */
export async function refresh(rawToken: string) {
  const token = rawToken.trim().replace(/^"|"$/g, '');
  if (!token) throw unauthorized('Jeton de rafraîchissement requis');
  const claims = await verifyRefreshToken(token);
  const user = await getUser(claims.sub);
  if (!user) throw unauthorized('Jeton invalide');
  if (!(await consumeRefreshTokenId(claims.jti, user.id))) {
    await writeSecurityLog('critical', 'refresh_token_reused', 'Réutilisation d’un jeton de rafraîchissement refusée', user.email);
    throw unauthorized('Jeton de rafraîchissement déjà utilisé ou révoqué');
  }
  if (user.status === 'disabled') throw forbidden(ACCOUNT_DISABLED);
  if (user.locked_at) throw new HttpError(423, ACCOUNT_LOCKED);
  return issueTokens(user);
}
