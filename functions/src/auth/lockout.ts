import { MAX_FAILED_LOGINS } from '@app/shared/auth/schemas';

/**
 * The lockout rule: MAX_FAILED_LOGINS failures in a row lock an account for `baseMs`; each
 * further failure after that lock ends locks it again for twice as long, up to `maxMs`; a
 * successful login or an administrator's unlock starts over. The lock always ends, so nobody
 * can keep an account (an administrator's included) shut for good by guessing its password.
 */
export interface LockoutPolicy {
  baseMs: number;
  maxMs: number;
}

/** How long the account is locked after its `failures`-th failure in a row (0: not locked). */
export function lockDurationMs(failures: number, policy: LockoutPolicy): number {
  if (failures < MAX_FAILED_LOGINS) return 0;
  const doublings = Math.min(failures - MAX_FAILED_LOGINS, 30);
  return Math.min(policy.baseMs * 2 ** doublings, policy.maxMs);
}

/** Whether a lock ending at `lockedUntil` still holds at `now`. */
export const isLockedAt = (lockedUntil: string | null | undefined, now = Date.now()): boolean =>
  !!lockedUntil && Date.parse(lockedUntil) > now;

/** '1 minute', '5 minutes': the time left, rounded up to the minute. */
export function minutesLeft(until: string | number, now = Date.now()): string {
  const end = typeof until === 'number' ? until : Date.parse(until);
  const minutes = Math.max(1, Math.ceil((end - now) / 60_000));
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
}

/** The 423 detail of a locked account: the spec's lockout message, with when to try again. */
export const accountLockedMessage = (lockedUntil: string, now = Date.now()) =>
  `Compte verrouillé après plusieurs tentatives de connexion échouées. Réessayez dans ${minutesLeft(lockedUntil, now)} ou contactez l'administration pour le débloquer.`;

/** The 429 detail when a source address made too many failed logins. */
export const addressBlockedMessage = (windowEnd: number, now = Date.now()) =>
  `Trop de tentatives de connexion échouées depuis votre adresse. Réessayez dans ${minutesLeft(windowEnd, now)}.`;
