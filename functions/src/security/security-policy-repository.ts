import type { SecurityPolicy } from '@app/shared/auth/two-factor';
import { securityPolicyEntity } from './security-policy-record';

const DEFAULT_POLICY: SecurityPolicy = { require_admin_2fa: false };

export const getSecurityPolicy = async (): Promise<SecurityPolicy> => (await securityPolicyEntity.get()) ?? DEFAULT_POLICY;

/** One item, written whole (an upsert). */
export async function saveSecurityPolicy(policy: SecurityPolicy): Promise<SecurityPolicy> {
  await securityPolicyEntity.update(securityPolicyEntity.key(), { set: { type: securityPolicyEntity.type, ...policy }, upsert: true });
  return policy;
}
