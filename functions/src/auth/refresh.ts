import { ACCOUNT_DISABLED } from '../lib/auth/authenticate';
import { verifyRefreshToken } from '../lib/auth/tokens';
import { REFRESH_TOKEN_MAX, REFRESH_TOKEN_TOO_LONG } from '@app/shared/auth/schemas';
import { forbidden, invalid, locked, unauthorized } from '../lib/errors';
import { raiseSecurityAlert } from '../security/security-alert';
import { getUser } from '../users/user-repository';
import { endedOnAccount, rotateRefreshToken } from '../users/refresh-token-repository';
import { accountLockedMessage, isLockedAt } from './lockout';
import { issueTokens } from './session-tokens';

export const REFRESH_TOKEN_SPENT = 'Jeton de rafraîchissement déjà utilisé ou révoqué';

/**
 * POST /api/auth/refresh. Rotation: each refresh token is exchanged once. A token already
 * exchanged coming back means someone else holds the chain: its whole family is ended (the
 * newest token too, and every access token it issued, so the thief's session dies with the
 * victim's), logged and alerted.
 */
export async function refresh(rawToken: string) {
  const token = rawToken.trim().replace(/^"|"$/g, '');
  if (!token) throw unauthorized('Jeton de rafraîchissement requis');
  if (token.length > REFRESH_TOKEN_MAX) throw invalid(REFRESH_TOKEN_TOO_LONG);
  const claims = await verifyRefreshToken(token);
  const user = await getUser(claims.sub);
  if (!user) throw unauthorized('Jeton invalide');
  const rotation = await rotateRefreshToken({ family: claims.fam, jti: claims.jti }, user.id);
  if (rotation.outcome === 'reused') {
    // The family is revoked; its access tokens are refused from their next call too.
    await endedOnAccount(user, claims.fam);
    await raiseSecurityAlert(
      'refresh_token_reused',
      'jeton réutilisé',
      "Réutilisation d'un jeton de rafraîchissement\u202f: la session est fermée",
      user,
    );
  }
  if (rotation.outcome !== 'rotated') throw unauthorized(REFRESH_TOKEN_SPENT);
  if (user.status === 'disabled') throw forbidden(ACCOUNT_DISABLED);
  if (user.locked_until && isLockedAt(user.locked_until)) throw locked(accountLockedMessage(user.locked_until));
  return issueTokens(user, { next: rotation.next });
}

/** The spec sends the refresh token as the raw body; JSON {refresh_token} is accepted too (a bare JSON string never reaches here: the body parser refuses it). */
export function refreshTokenOf(text: string, contentType: string | undefined): string {
  if (!/json/.test(contentType ?? '')) return text;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'string') return value;
    const token = (value as { refresh_token?: unknown } | null)?.refresh_token;
    return typeof token === 'string' ? token : text;
  } catch {
    return text;
  }
}
