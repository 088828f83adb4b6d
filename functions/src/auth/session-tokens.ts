import { signAccessToken, signRefreshToken } from '../lib/auth/tokens';
import type { UserRecord } from '../users/user-record';
import { issueRefreshTokenId } from './refresh-token-repository';

/** A new access token and a new single-use refresh token. */
export async function issueTokens(user: UserRecord) {
  const jti = await issueRefreshTokenId(user.id);
  return {
    access_token: await signAccessToken(user.id, user.role),
    refresh_token: await signRefreshToken(user.id, jti),
    token_type: 'bearer' as const,
  };
}
