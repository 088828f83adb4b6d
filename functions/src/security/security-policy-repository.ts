import type { SecurityPolicy } from '@app/shared/auth/two-factor';
import { conflict } from '../lib/errors';
import { transact, type TransactionItem } from '../lib/db/transaction';
import { securityPolicyEntity } from './security-policy-record';

export const DEFAULT_POLICY: SecurityPolicy = { require_admin_2fa: false };

export const POLICY_CHANGED = 'La règle de connexion a été modifiée entre-temps. Rechargez et réessayez.';

/** The policy as stored: undefined before its first save. */
export const readSecurityPolicy = () => securityPolicyEntity.get();

export const getSecurityPolicy = async (): Promise<SecurityPolicy> => (await readSecurityPolicy()) ?? DEFAULT_POLICY;

/**
 * One item, written whole (an upsert) over the policy as read (`seen`, none before the first
 * save), with `more` (its audit entry) in the same transaction; 409 when another save came in between.
 */
export async function saveSecurityPolicy(policy: SecurityPolicy, seen: SecurityPolicy | undefined, more: readonly TransactionItem[]): Promise<SecurityPolicy> {
  const condition = seen
    ? { expression: 'require_admin_2fa = :seen', values: { ':seen': seen.require_admin_2fa } }
    : { expression: 'attribute_not_exists(pk)' };
  const change = { set: { type: securityPolicyEntity.type, ...policy }, upsert: true, condition };
  await transact([securityPolicyEntity.updateItem(securityPolicyEntity.key(), change, () => conflict(POLICY_CHANGED)), ...more]);
  return policy;
}
