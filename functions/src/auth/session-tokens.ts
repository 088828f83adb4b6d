import { signAccessToken, signRefreshToken } from '../lib/auth/tokens';
import type { UserRecord } from '../users/user-record';
import { startRefreshFamily, type RefreshTokenId } from './refresh-token-repository';

/** A new access token and a single-use refresh token: the next of its family, or the first of a new one (a sign-in). */
export async function issueTokens(user: UserRecord, refreshId?: RefreshTokenId) {
  const id = refreshId ?? (await startRefreshFamily(user.id));
  return {
    access_token: await signAccessToken(user.id, user.role),
    refresh_token: await signRefreshToken(user.id, id),
    token_type: 'bearer' as const,
  };
}
