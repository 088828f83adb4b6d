import type { Role } from '@app/shared/users/schemas';
import { indexKeys, nowIso } from '../lib/db/keys';
import { readPage } from '../lib/db/pages';
import { userEntity } from './user-record';

/**
 * The writes of an account's second factor (issue 22, clients since issue 36), each one
 * conditional update of the account item: answered true when it was written, false when its
 * condition no longer held.
 */
const key = (userId: string) => userEntity.key(userId);

/** A new key to scan, pending until a code proves it (replaces an earlier pending one). */
export const setPendingTotp = async (userId: string, secret: string) =>
  !!(await userEntity.update(key(userId), { set: { totp_pending_secret: secret } }));

/**
 * The pending key becomes the account's, with its recovery codes and the step of the code that
 * proved it; the account joins its role's second-factor index (the security dashboard's list).
 */
export async function enableTotp(user: { id: string; role: Role }, secret: string, recoveryHashes: readonly string[], step: number) {
  const enabledAt = nowIso();
  return !!(await userEntity.update(key(user.id), {
    set: {
      ...indexKeys.twoFactorUser(user.role, enabledAt, user.id),
      totp_secret: secret,
      totp_enabled_at: enabledAt,
      totp_pending_secret: null,
      totp_last_step: step,
      recovery_codes: Object.fromEntries(recoveryHashes.map((hash) => [hash, true])),
    },
    condition: { expression: 'totp_pending_secret = :pending', values: { ':pending': secret } },
  }));
}

export const disableTotp = async (userId: string, secret: string) =>
  !!(await userEntity.update(key(userId), {
    set: { totp_secret: null, totp_enabled_at: null, totp_pending_secret: null, recovery_codes: {} },
    remove: ['gsi4pk', 'gsi4sk'],
    condition: { expression: 'totp_secret = :secret', values: { ':secret': secret } },
  }));

/** Accepts a code's time step once: only after the last step accepted (a replay is refused). */
export const useTotpStep = async (userId: string, step: number) =>
  !!(await userEntity.update(key(userId), {
    set: { totp_last_step: step },
    condition: { expression: 'attribute_not_exists(totp_last_step) OR totp_last_step < :step', values: { ':step': step } },
  }));

/** Spends one recovery code, once. */
export const useRecoveryCode = async (userId: string, hash: string) =>
  !!(await userEntity.update(key(userId), {
    remove: [`recovery_codes.${hash}`],
    condition: { expression: 'attribute_exists(#codes.#code)', names: { '#codes': 'recovery_codes', '#code': hash } },
  }));

/** One page of the accounts of a role with a second factor, latest turned on first (a Query of their sparse gsi4 key). */
export async function twoFactorAccountsPage(role: Role, query: { limit: number; cursor?: string }) {
  const page = await readPage([{ index: 'gsi4', pk: indexKeys.twoFactorUser(role, '', '').gsi4pk }], query);
  return { users: userEntity.parseAll(page.items), nextCursor: page.nextCursor };
}
