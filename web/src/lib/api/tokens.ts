/** Access and refresh tokens live in localStorage (spec §7). */
import { clearConditionalCache } from './conditional-cache';

export const ACCESS_TOKEN_KEY = 'access_token';
export const REFRESH_TOKEN_KEY = 'refresh_token';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function getAccessToken(): string | null {
  return read(ACCESS_TOKEN_KEY);
}

export function getRefreshToken(): string | null {
  return read(REFRESH_TOKEN_KEY);
}

export function hasSession(): boolean {
  return getAccessToken() !== null;
}

/** The access token's claims, read without checking the signature (the server judges it), or null. */
function accessClaims(): Record<string, unknown> | null {
  const payload = getAccessToken()?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The user the access token was issued to (its `sub` claim: it only tells cached answers of
 * different users apart), or null.
 */
export function sessionSubject(): string | null {
  const sub = accessClaims()?.sub;
  return typeof sub === 'string' ? sub : null;
}

/**
 * Whether the access token is good only for setting up the second factor the business requires
 * of the account (its `enrol` claim, functions/src/lib/auth/tokens.ts): the sign-in's answer does
 * not say it otherwise, and every other page's data would be refused with 403.
 */
export const sessionMustEnrol = (): boolean => accessClaims()?.enrol === true;

/** Whether this page's session ended because it expired (not by a sign-out), until the next sign-in. */
let endedByExpiry = false;
export const sessionEndedByExpiry = (): boolean => endedByExpiry;

export function setTokens(tokens: { access_token: string; refresh_token: string }): void {
  endedByExpiry = false;
  window.localStorage.setItem(ACCESS_TOKEN_KEY, tokens.access_token);
  window.localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refresh_token);
}

/** Ends the session on this side: the tokens, and the answers remembered for conditional GETs. */
export function clearTokens({ expired = false }: { expired?: boolean } = {}): void {
  endedByExpiry = expired;
  clearConditionalCache();
  try {
    window.localStorage.removeItem(ACCESS_TOKEN_KEY);
    window.localStorage.removeItem(REFRESH_TOKEN_KEY);
  } catch {
    // Storage unavailable: nothing to clear.
  }
}
