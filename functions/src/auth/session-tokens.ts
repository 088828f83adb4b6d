import { signAccessToken, signRefreshToken } from '../lib/auth/tokens';
import { getSecurityPolicy, requiresTwoFactor } from '../security/security-policy-repository';
import type { UserRecord } from '../users/user-record';
import { startRefreshFamily, type Device, type RefreshTokenId } from '../users/refresh-token-repository';

/**
 * An account without a second factor while the business requires one for its role (an
 * administrator, or an approved client when the clients' rule is on): enrolment first.
 */
export const mustEnrol = async (user: UserRecord) => !user.totp_secret && requiresTwoFactor(await getSecurityPolicy(), user);

/**
 * A new access token and a single-use refresh token: the next of its family, or the first of a
 * new one (a sign-in, from `device`). The access token names its family (ending the session
 * refuses it at its next call) and, for an account that must set up a second factor, that
 * it is good for that alone.
 */
export async function issueTokens(user: UserRecord, from: { next: RefreshTokenId } | { device: Device }) {
  const id = 'next' in from ? from.next : await startRefreshFamily(user.id, from.device);
  return {
    access_token: await signAccessToken(user.id, user.role, id.family, await mustEnrol(user)),
    refresh_token: await signRefreshToken(user.id, id),
    token_type: 'bearer' as const,
  };
}
