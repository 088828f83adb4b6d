import { TOKEN_REFRESH_INTERVAL_MS } from '@app/shared/auth/constants';
import { describe, expect, it, vi } from 'vitest';
import { calls, expired, json, serve, storage, setUpApiTestEnvironment } from './api-test-support';
import { startTokenRefreshTimer } from './token-refresh';

setUpApiTestEnvironment();

describe('startTokenRefreshTimer', () => {
  it('refreshes every TOKEN_REFRESH_INTERVAL_MS (6 hours) while a session exists', async () => {
    vi.useFakeTimers();
    serve(() => json(200, { access_token: 'at2', refresh_token: 'rt2', token_type: 'bearer' }));
    const stop = startTokenRefreshTimer();
    await vi.dynamicImportSettled();
    expect(TOKEN_REFRESH_INTERVAL_MS).toBe(6 * 60 * 60 * 1000);
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    // The call leaves once its body is hashed (WebCrypto answers on its own time, not the fake clock's).
    await vi.waitFor(() => expect(storage.getItem('refresh_token')).toBe('rt2'));
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/refresh']);
    stop();
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
    expect(calls).toHaveLength(1);
  });

  it('does nothing without a session, and ends the session when the refresh is refused', async () => {
    vi.useFakeTimers();
    serve(() => json(401, { detail: 'Jeton invalide' }));
    storage.clear();
    const stop = startTokenRefreshTimer(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(0);
    storage.setItem('access_token', 'at1');
    storage.setItem('refresh_token', 'rt1');
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(expired).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    expect(storage.getItem('refresh_token')).toBeNull();
    stop();
  });
});
