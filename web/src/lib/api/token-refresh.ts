/**
 * Token refresh. Refreshes are single-flight (and serialised across tabs with the Web Locks API
 * when present), since a refresh token may be used once only.
 */
import { TOKEN_REFRESH_INTERVAL_MS } from '@app/shared/auth/constants';
import { API_BASE_URL, REFRESH_PATH } from './api-paths';
import { expireSession } from './session-expiry';
import { getRefreshToken, setTokens } from './tokens';

let refreshInFlight: Promise<boolean> | null = null;

function isTokenPair(body: unknown): body is { access_token: string; refresh_token: string } {
  return (
    typeof body === 'object' &&
    body !== null &&
    'access_token' in body &&
    'refresh_token' in body &&
    typeof body.access_token === 'string' &&
    typeof body.refresh_token === 'string'
  );
}

async function postRefresh(refreshToken: string): Promise<boolean> {
  let response: Response;
  try {
    const headers = { 'Content-Type': 'text/plain' };
    response = await fetch(`${API_BASE_URL}${REFRESH_PATH}`, { method: 'POST', headers, body: refreshToken });
  } catch {
    return false;
  }
  if (!response.ok) {
    // Another tab may have rotated the token meanwhile: then the session is still alive.
    const current = getRefreshToken();
    return current !== null && current !== refreshToken;
  }
  const body: unknown = await response.json().catch(() => null);
  if (!isTokenPair(body)) return false;
  setTokens({ access_token: body.access_token, refresh_token: body.refresh_token });
  return true;
}

async function refreshOnce(): Promise<boolean> {
  const startToken = getRefreshToken();
  if (!startToken) return false;
  const run = async (): Promise<boolean> => {
    const token = getRefreshToken();
    if (!token) return false;
    // Another tab refreshed while we waited for the lock: use its tokens.
    if (token !== startToken) return true;
    return postRefresh(token);
  };
  if (typeof navigator !== 'undefined' && 'locks' in navigator && navigator.locks) {
    return navigator.locks.request('protune-token-refresh', run);
  }
  return run();
}

/**
 * Exchanges the refresh token for a new pair. Concurrent callers share one request.
 * Resolves true when fresh tokens are stored.
 */
export function refreshTokens(): Promise<boolean> {
  refreshInFlight ??= refreshOnce().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

/**
 * Refreshes the access token every 6 hours (spec §9: TOKEN_REFRESH_INTERVAL_MS) while a session
 * exists. Returns a function that stops the timer.
 */
export function startTokenRefreshTimer(intervalMs = TOKEN_REFRESH_INTERVAL_MS): () => void {
  let timer: number | undefined;
  let stopped = false;
  const tick = () => {
    if (!getRefreshToken()) return;
    void refreshTokens().then((ok) => {
      if (!ok && getRefreshToken()) expireSession();
    });
  };
  const start = (ms: number) => {
    if (!stopped) timer = window.setInterval(tick, ms);
  };
  start(intervalMs);
  return () => {
    stopped = true;
    if (timer !== undefined) window.clearInterval(timer);
  };
}
