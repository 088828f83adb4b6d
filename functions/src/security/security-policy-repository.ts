import type { SecurityPolicy } from '@app/shared/auth/two-factor';
import type { AccountStatus, Role } from '@app/shared/users/schemas';
import { conflict } from '../lib/errors';
import { transact, type TransactionItem } from '../lib/db/transaction';
import { securityPolicyEntity } from './security-policy-record';

export const DEFAULT_POLICY: SecurityPolicy = { require_admin_2fa: false, require_client_2fa: false };

export const POLICY_CHANGED = 'La règle de connexion a été modifiée entre-temps. Rechargez et réessayez.';

/** The policy as stored: undefined before its first save. */
export const readSecurityPolicy = () => securityPolicyEntity.get();

export const getSecurityPolicy = async (): Promise<SecurityPolicy> => (await readSecurityPolicy()) ?? DEFAULT_POLICY;

/**
 * Whether the rule makes a second factor mandatory for this account: an administrator's by the
 * administrators' rule, an approved client's by the clients' one (a pending client cannot set one up).
 */
export const requiresTwoFactor = (policy: SecurityPolicy, account: { role: Role; status: AccountStatus }): boolean =>
  account.role === 'admin' ? policy.require_admin_2fa : account.status === 'approved' && policy.require_client_2fa;

/**
 * One item, written whole (an upsert) over the policy as read (`seen`, none before the first
 * save), with `more` (its audit entry) in the same transaction; 409 when another save came in between.
 */
export async function saveSecurityPolicy(policy: SecurityPolicy, seen: SecurityPolicy | undefined, more: readonly TransactionItem[]): Promise<SecurityPolicy> {
  // A policy saved before the clients' rule existed has no such attribute: it reads as false.
  const clientRule = seen?.require_client_2fa ? 'require_client_2fa = :seen_client' : '(attribute_not_exists(require_client_2fa) OR require_client_2fa = :seen_client)';
  const condition = seen
    ? { expression: `require_admin_2fa = :seen AND ${clientRule}`, values: { ':seen': seen.require_admin_2fa, ':seen_client': seen.require_client_2fa } }
    : { expression: 'attribute_not_exists(pk)' };
  const change = { set: { type: securityPolicyEntity.type, ...policy }, upsert: true, condition };
  await transact([securityPolicyEntity.updateItem(securityPolicyEntity.key(), change, () => conflict(POLICY_CHANGED)), ...more]);
  return policy;
}
