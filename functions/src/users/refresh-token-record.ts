import * as z from 'zod/mini';
import { defineEntity } from '../lib/db/entity';
import { indexKeys, keys } from '../lib/db/keys';

/**
 * A refresh-token family: the chain of tokens one sign-in rotates through, shown to its user as
 * a session. Only `current_jti` may be exchanged; an older one coming back means the chain
 * leaked, and `revoked_at` then ends the whole family (the newest token too). Expires by TTL
 * (expires_at, epoch seconds), pushed back at each rotation. Listed on its user's sessions index
 * (gsi3) while live: ending it takes it off.
 */
export const refreshFamilySchema = z.object({
  family_id: z.string(),
  user_id: z.string(),
  current_jti: z.string(),
  created_at: z.string(),
  rotated_at: z.optional(z.string()),
  revoked_at: z.optional(z.string()),
  expires_at: z.number(),
  /** Families from before sessions were shown carry neither (and are not listed). */
  user_agent: z._default(z.string(), ''),
  address: z._default(z.string(), ''),
});
export type RefreshFamily = z.infer<typeof refreshFamilySchema>;

export const refreshFamilyEntity = defineEntity({
  type: 'refresh_family',
  schema: refreshFamilySchema,
  key: (familyId: string) => keys.refreshFamily(familyId),
  keyOf: (family) => keys.refreshFamily(family.family_id),
  indexes: (family) => (family.revoked_at ? {} : indexKeys.userSessions(family.user_id, family.created_at, family.family_id)),
});
