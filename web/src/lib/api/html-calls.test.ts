import { describe, expect, it, vi } from 'vitest';
import { api, authHeader, calls, json, serve, setUpApiTestEnvironment, storage } from './api-test-support';
import { dropUnclaimedHtmlCallsAfter, HTML_CALL_CLAIM_MS } from './html-calls';

setUpApiTestEnvironment();

/** What the HTML's first-page script leaves (web/build/first-page-preload.ts), answers by URL. */
function sentByHtml(token: string, answers: Record<string, Response | Error>) {
  window.__firstCalls = {
    token,
    answers: Object.fromEntries(
      Object.entries(answers).map(([url, answer]) => [url, answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)]),
    ),
  };
}

describe("the first page's calls the HTML sent (issue 20)", () => {
  it('answers a GET of the same URL, with the same token, without sending it again, once', async () => {
    serve(() => json(200, { from: 'client' }));
    sentByHtml('at1', { '/api/admin/stats': json(200, { from: 'html' }), '/api/orders?limit=5': json(200, []) });
    await expect(api.get('/api/admin/stats')).resolves.toEqual({ from: 'html' });
    await expect(api.get('/api/orders', { query: { limit: 5 } })).resolves.toEqual([]);
    expect(calls).toEqual([]);
    await expect(api.get('/api/admin/stats')).resolves.toEqual({ from: 'client' });
    expect(calls.map((c) => c.url)).toEqual(['/api/admin/stats']);
  });

  it('is not taken for another URL, another token or a method other than GET', async () => {
    serve(() => json(200, { from: 'client' }));
    sentByHtml('at1', { '/api/orders?limit=5': json(200, { from: 'html' }) });
    await expect(api.get('/api/orders', { query: { limit: 10 } })).resolves.toEqual({ from: 'client' });
    await expect(api.post('/api/orders?limit=5', {})).resolves.toEqual({ from: 'client' });
    storage.setItem('access_token', 'at2');
    await expect(api.get('/api/orders', { query: { limit: 5 } })).resolves.toEqual({ from: 'client' });
    expect(calls).toHaveLength(3);
  });

  it('is dropped, its body cancelled, when no page took it soon after the start', async () => {
    vi.useFakeTimers();
    serve(() => json(200, { from: 'client' }));
    const untaken = json(200, { from: 'html' });
    sentByHtml('at1', { '/api/settings': untaken });
    // The stubbed window (api-test-support.ts) has no timers of its own: the faked ones.
    window.setTimeout = setTimeout as typeof window.setTimeout;
    dropUnclaimedHtmlCallsAfter();
    await vi.advanceTimersByTimeAsync(HTML_CALL_CLAIM_MS - 1);
    expect(untaken.bodyUsed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(untaken.bodyUsed).toBe(true));
    expect(window.__firstCalls).toBeUndefined();
    vi.useRealTimers();
    await expect(api.get('/api/settings')).resolves.toEqual({ from: 'client' });
  });

  it('is sent again when it could not leave', async () => {
    serve(() => json(200, { from: 'client' }));
    sentByHtml('at1', { '/api/settings': new TypeError('Failed to fetch') });
    await expect(api.get('/api/settings')).resolves.toEqual({ from: 'client' });
    expect(calls.map((c) => c.url)).toEqual(['/api/settings']);
  });

  it('goes through the session handling: a refused token is refreshed and the call sent again', async () => {
    serve((url) =>
      url === '/api/auth/refresh'
        ? json(200, { access_token: 'at2', refresh_token: 'rt2', token_type: 'bearer' })
        : json(200, { id: 'u1', again: true }),
    );
    sentByHtml('at1', { '/api/auth/me': json(401, { detail: 'Jeton expiré.' }) });
    await expect(api.get('/api/auth/me')).resolves.toEqual({ id: 'u1', again: true });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/refresh', '/api/auth/me']);
    expect(authHeader(calls[1]!.init)).toBe('Bearer at2');
  });
});
