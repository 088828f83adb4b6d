import { randomUUID } from 'node:crypto';
import { epochSeconds, nowIso } from '../lib/db/keys';
import { env } from '../lib/env';
import { refreshFamilyEntity } from './refresh-token-record';

/** The family and id a refresh token carries (claims `fam` and `jti`). */
export interface RefreshTokenId {
  family: string;
  jti: string;
}

const expiresAt = () => epochSeconds(new Date(Date.now() + env().REFRESH_TOKEN_TTL_SECONDS * 1000));

/** A new family (a sign-in) and its first token id. */
export async function startRefreshFamily(userId: string): Promise<RefreshTokenId> {
  const id = { family: randomUUID(), jti: randomUUID() };
  await refreshFamilyEntity.create({ family_id: id.family, user_id: userId, current_jti: id.jti, created_at: nowIso(), expires_at: expiresAt() });
  return id;
}

/**
 * Exchanges the family's current token id for a new one, in one conditional write:
 * - 'rotated' with the new id when `presented` is the current, unrevoked id;
 * - 'reused' when it is an older id of a live family: the family is revoked in the same breath,
 *   so its newest token stops working too;
 * - 'refused' when the family is unknown, expired, revoked already or another user's.
 */
export async function rotateRefreshToken(
  presented: RefreshTokenId,
  userId: string,
): Promise<{ outcome: 'rotated'; next: RefreshTokenId } | { outcome: 'reused' | 'refused' }> {
  const next = { family: presented.family, jti: randomUUID() };
  const key = refreshFamilyEntity.key(presented.family);
  const rotated = await refreshFamilyEntity.update(key, {
    set: { current_jti: next.jti, rotated_at: nowIso(), expires_at: expiresAt() },
    condition: {
      expression: 'current_jti = :presented AND user_id = :user AND attribute_not_exists(revoked_at)',
      values: { ':presented': presented.jti, ':user': userId },
    },
  });
  if (rotated) return { outcome: 'rotated', next };
  const revoked = await refreshFamilyEntity.update(key, {
    set: { revoked_at: nowIso() },
    condition: {
      expression: 'current_jti <> :presented AND user_id = :user AND attribute_not_exists(revoked_at)',
      values: { ':presented': presented.jti, ':user': userId },
    },
  });
  return { outcome: revoked ? 'reused' : 'refused' };
}
