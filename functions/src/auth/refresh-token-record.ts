import * as z from 'zod';
import { defineEntity } from '../lib/db/entity';
import { keys } from '../lib/db/keys';

/**
 * A refresh-token family: the chain of tokens one sign-in rotates through. Only `current_jti`
 * may be exchanged; an older one coming back means the chain leaked, and `revoked_at` then ends
 * the whole family (the newest token too). Expires by TTL (expires_at, epoch seconds), pushed
 * back at each rotation.
 */
export const refreshFamilyEntity = defineEntity({
  type: 'refresh_family',
  schema: z.object({
    family_id: z.string(),
    user_id: z.string(),
    current_jti: z.string(),
    created_at: z.string(),
    rotated_at: z.string().optional(),
    revoked_at: z.string().optional(),
    expires_at: z.number(),
  }),
  key: (familyId: string) => keys.refreshFamily(familyId),
  keyOf: (family) => keys.refreshFamily(family.family_id),
});
