import { twoFactorMessages as t, type SecurityPolicy, type SecurityPolicyInput } from '@app/shared/auth/two-factor';
import { newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStep, totpUri } from '../lib/auth/totp';
import { signAccessToken, verifyTwoFactorToken } from '../lib/auth/tokens';
import { ACCOUNT_DISABLED, admit } from '../lib/auth/authenticate';
import { conflict, forbidden, invalid, locked, unauthorized } from '../lib/errors';
import { writeSecurityLog } from '../security/security-log-repository';
import { DEFAULT_POLICY, getSecurityPolicy, readSecurityPolicy, requiresTwoFactor, saveSecurityPolicy } from '../security/security-policy-repository';
import { auditWrites, changedFields, type AuditContext } from '../audit/audit-item';
import { disableTotp, enableTotp, setPendingTotp, useRecoveryCode, useTotpStep } from '../users/two-factor-repository';
import type { UserRecord } from '../users/user-record';
import { getUser } from '../users/user-repository';
import { countAddressFailure, refuseBlockedAddress } from './address-limit';
import { accountLockedMessage, isLockedAt } from './lockout';
import { failLogin, signedIn } from './login';
import type { Device } from '../users/refresh-token-repository';

/**
 * Who may set up or turn off a second factor: an administrator or an approved client (issue 36),
 * the rule of the `user` access. The routes stay `session` so that an enrolment token (issue 22)
 * reaches them; a pending client is refused here as on every `user` route.
 */
const mayUseTwoFactor = (user: UserRecord) => admit(user, 'user');

/** The step of a code accepted now, once (a replay within its window is refused). */
async function acceptCode(user: UserRecord, secret: string, code: string): Promise<'ok' | 'wrong' | 'replayed'> {
  const step = totpStep(secret, code);
  if (step === undefined) return 'wrong';
  return (await useTotpStep(user.id, step)) ? 'ok' : 'replayed';
}

/**
 * POST /api/auth/login/totp: the second step of the sign-in of an account with a second factor. A TOTP code, or one
 * of its recovery codes (spent); failures count with the password's, towards the lockout.
 */
export async function loginWithCode(input: { mfa_token: string; code: string }, device: Device) {
  await refuseBlockedAddress(device.address);
  const claims = await verifyTwoFactorToken(input.mfa_token).catch(() => {
    throw unauthorized(t.stepExpired);
  });
  const user = await getUser(claims.sub);
  if (!user?.totp_secret) throw unauthorized(t.stepExpired);
  if (user.locked_until && isLockedAt(user.locked_until)) throw locked(accountLockedMessage(user.locked_until));
  const recovery = !/^\d+$/.test(input.code);
  const outcome = !recovery
    ? await acceptCode(user, user.totp_secret, input.code)
    : (await useRecoveryCode(user.id, recoveryCodeHash(input.code)))
      ? 'ok'
      : 'wrong';
  if (outcome !== 'ok') {
    await countAddressFailure(device.address);
    return failLogin(user, outcome === 'replayed' ? t.replayed : t.wrongCode);
  }
  if (user.status === 'disabled') throw forbidden(ACCOUNT_DISABLED);
  if (recovery) await writeSecurityLog('warning', 'recovery_code_used', 'Connexion avec un code de secours', user.email);
  return signedIn(user, device);
}

/** POST /api/auth/totp/setup: a new key to scan; pending until a code proves it. */
export async function setupTotp(user: UserRecord) {
  mayUseTwoFactor(user);
  if (user.totp_secret) throw conflict(t.alreadyEnabled);
  const secret = newTotpSecret();
  await setPendingTotp(user.id, secret);
  return { secret, otpauth_uri: totpUri(secret, user.email) };
}

/** POST /api/auth/totp/enable: a code of the pending key turns it on; ten recovery codes, shown once. */
export async function enableTwoFactor(user: UserRecord & { session_id?: string }, code: string) {
  mayUseTwoFactor(user);
  if (user.totp_secret) throw conflict(t.alreadyEnabled);
  const secret = user.totp_pending_secret;
  if (!secret) throw conflict(t.noPendingKey);
  const step = totpStep(secret, code);
  if (step === undefined) throw invalid(t.wrongCode);
  const codes = newRecoveryCodes();
  if (!(await enableTotp(user, secret, codes.map(recoveryCodeHash), step))) throw conflict(t.noPendingKey);
  await writeSecurityLog('info', 'totp_enabled', 'Double authentification activée', user.email);
  // The same session, now free of the enrolment step.
  return { detail: t.enabled, recovery_codes: codes, access_token: await signAccessToken(user.id, user.role, user.session_id) };
}

/** DELETE /api/auth/totp: a current code turns it off, unless the business requires it for the caller's role. */
export async function disableTwoFactor(user: UserRecord, code: string) {
  mayUseTwoFactor(user);
  if (!user.totp_secret) throw conflict(t.notEnabled);
  if (requiresTwoFactor(await getSecurityPolicy(), user)) throw conflict(user.role === 'admin' ? t.mandatory : t.mandatoryForClients);
  const outcome = await acceptCode(user, user.totp_secret, code);
  if (outcome !== 'ok') throw invalid(outcome === 'replayed' ? t.replayed : t.wrongCode);
  if (!(await disableTotp(user.id, user.totp_secret))) throw conflict(t.notEnabled);
  await writeSecurityLog('warning', 'totp_disabled', 'Double authentification désactivée', user.email);
  return { detail: t.disabled };
}

/** What the security log says of each rule when it changes. */
const policyLines: Record<keyof SecurityPolicy, (on: boolean) => string> = {
  require_admin_2fa: (on) => `Double authentification ${on ? 'obligatoire' : 'facultative'} pour les administrateurs`,
  require_client_2fa: (on) => `Double authentification ${on ? 'obligatoire' : 'facultative'} pour les clients`,
};

/**
 * PUT /api/admin/security/policy: a rule left out keeps its saved value; with its audit entry, in
 * the same transaction, when it changes.
 */
export async function updateSecurityPolicy(input: SecurityPolicyInput, by: UserRecord, context: AuditContext): Promise<SecurityPolicy> {
  const seen = await readSecurityPolicy();
  const before = seen ?? DEFAULT_POLICY;
  const policy: SecurityPolicy = { require_admin_2fa: input.require_admin_2fa, require_client_2fa: input.require_client_2fa ?? before.require_client_2fa };
  const changed = changedFields(before, policy, ['require_admin_2fa', 'require_client_2fa']);
  const audit = auditWrites(context, { action: 'settings.security', subject: 'Règle de connexion', ...changed });
  const saved = await saveSecurityPolicy(policy, seen, audit);
  // The administrators' rule is logged at each save, as before; the clients' one when it changes.
  const logged: (keyof SecurityPolicy)[] = ['require_admin_2fa', ...(policy.require_client_2fa !== before.require_client_2fa ? (['require_client_2fa'] as const) : [])];
  for (const rule of logged) await writeSecurityLog('info', 'security_policy', policyLines[rule](policy[rule]), by.email);
  return saved;
}
