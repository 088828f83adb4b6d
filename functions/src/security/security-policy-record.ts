import { securityPolicySchema } from '@app/shared/auth/two-factor';
import { defineEntity } from '../lib/db/entity';
import { keys } from '../lib/db/keys';

/** The business's sign-in rule (issue 22); absent means the defaults (second factor optional). */
export const securityPolicyEntity = defineEntity({
  type: 'security_policy',
  schema: securityPolicySchema,
  key: () => keys.securityPolicy(),
  keyOf: () => keys.securityPolicy(),
});
