import { randomUUID } from 'node:crypto';
import { epochSeconds, nowIso } from '../lib/db/keys';
import { env } from '../lib/env';
import { refreshTokenEntity } from './refresh-token-record';

/** Records a new refresh token id; only recorded ids can be exchanged, once. */
export async function issueRefreshTokenId(userId: string): Promise<string> {
  const jti = randomUUID();
  const expires = new Date(Date.now() + env().REFRESH_TOKEN_TTL_SECONDS * 1000);
  await refreshTokenEntity.create({ jti, user_id: userId, created_at: nowIso(), expires_at: epochSeconds(expires) });
  return jti;
}

/** Consumes a refresh token id: true the first time, false if it was used or never issued. */
export async function consumeRefreshTokenId(jti: string, userId: string): Promise<boolean> {
  const consumed = await refreshTokenEntity.remove(refreshTokenEntity.key(jti), {
    expression: 'user_id = :user',
    values: { ':user': userId },
  });
  return consumed !== undefined;
}
