import { signAccessToken, signRefreshToken } from '../lib/auth/tokens';
import type { UserRecord } from '../users/user-record';
import { startRefreshFamily, type Device, type RefreshTokenId } from './refresh-token-repository';

/**
 * A new access token and a single-use refresh token: the next of its family, or the first of a
 * new one (a sign-in, from `device`). The access token names its family: ending the session
 * refuses it at its next call.
 */
export async function issueTokens(user: UserRecord, from: { next: RefreshTokenId } | { device: Device }) {
  const id = 'next' in from ? from.next : await startRefreshFamily(user.id, from.device);
  return {
    access_token: await signAccessToken(user.id, user.role, id.family),
    refresh_token: await signRefreshToken(user.id, id),
    token_type: 'bearer' as const,
  };
}
