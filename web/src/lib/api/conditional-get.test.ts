import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { CONDITIONAL_CACHE_MAX_ENTRIES, clearConditionalCache, conditionalCacheSize } from './conditional-cache';
import { expireSession } from './session-expiry';
import { clearTokens } from './tokens';
import { api, callAt, calls, json, serve, setUpApiTestEnvironment, storage } from './api-test-support';

setUpApiTestEnvironment();
beforeEach(() => clearConditionalCache());

const ifNoneMatch = (index: number) => new Headers(callAt(index).init.headers).get('If-None-Match');

/** An access token whose payload names the user (the signature is never checked here). */
const tokenOf = (sub: string) =>
  `h.${btoa(JSON.stringify({ sub, typ: 'access' })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;

const withEtag = (body: unknown, etag: string, extra: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json', ETag: etag, ...extra },
  });

const notModified = () => new Response(null, { status: 304 });

/** A server that answers 304 to the current tag of each URL, and 200 with the tag otherwise. */
function taggedServer(version: () => string, body: (url: string) => unknown = (url) => ({ url })) {
  serve((url, init) => {
    const tag = `"${version()}"`;
    return new Headers(init.headers).get('If-None-Match') === tag ? notModified() : withEtag(body(url), tag);
  });
}

describe('conditional GET', () => {
  it('sends If-None-Match with the last ETag of that URL, and a 304 answers with the remembered body', async () => {
    taggedServer(() => 'v1', () => [{ id: 'o1' }]);
    await expect(api.get('/api/orders')).resolves.toEqual([{ id: 'o1' }]);
    expect(ifNoneMatch(0)).toBeNull();
    await expect(api.get('/api/orders')).resolves.toEqual([{ id: 'o1' }]);
    expect(ifNoneMatch(1)).toBe('"v1"');
    expect(calls).toHaveLength(2);
  });

  it('takes the new body and tag when the list changed', async () => {
    let version = 'v1';
    taggedServer(() => version, () => ({ version }));
    await api.get('/api/orders');
    version = 'v2';
    await expect(api.get('/api/orders')).resolves.toEqual({ version: 'v2' });
    await expect(api.get('/api/orders')).resolves.toEqual({ version: 'v2' });
    expect(ifNoneMatch(2)).toBe('"v2"');
  });

  it('keys the memory by the full URL, query string included', async () => {
    taggedServer(() => 'v1');
    await api.get('/api/orders', { query: { status: 'sav' } });
    await api.get('/api/orders', { query: { status: 'termine' } });
    expect(ifNoneMatch(1)).toBeNull();
    await expect(api.get('/api/orders', { query: { status: 'sav' } })).resolves.toEqual({
      url: '/api/orders?status=sav',
    });
    expect(ifNoneMatch(2)).toBe('"v1"');
  });

  it('remembers nothing without an ETag, and never makes other methods conditional', async () => {
    serve(() => json(200, { ok: true }));
    await api.get('/api/client/balance');
    await api.get('/api/client/balance');
    expect(ifNoneMatch(1)).toBeNull();
    serve(() => withEtag({ ok: true }, '"p1"'));
    await api.post('/api/orders', { a: 1 });
    await api.post('/api/orders', { a: 1 });
    expect(ifNoneMatch(1)).toBeNull();
    expect(conditionalCacheSize()).toBe(0);
  });

  it('forgets a tag when the URL later answers without one', async () => {
    serve(() => withEtag({ n: 1 }, '"v1"'));
    await api.get('/api/x');
    serve(() => json(200, { n: 2 }));
    await api.get('/api/x');
    await api.get('/api/x');
    expect(ifNoneMatch(1)).toBe('"v1"');
    expect(ifNoneMatch(2)).toBeNull();
  });

  it('keeps at most the bound, dropping the least recently used URL', async () => {
    taggedServer(() => 'v1');
    await api.get('/api/first');
    for (let i = 1; i < CONDITIONAL_CACHE_MAX_ENTRIES; i += 1) await api.get(`/api/n${i}`);
    expect(conditionalCacheSize()).toBe(CONDITIONAL_CACHE_MAX_ENTRIES);
    await api.get('/api/first'); // used again: now the most recent
    await api.get('/api/one-more'); // drops /api/n1, the least recently used
    expect(conditionalCacheSize()).toBe(CONDITIONAL_CACHE_MAX_ENTRIES);
    calls.length = 0;
    await api.get('/api/first');
    await api.get('/api/n1');
    expect(ifNoneMatch(0)).toBe('"v1"');
    expect(ifNoneMatch(1)).toBeNull();
  });

  it('a 304 with nothing remembered is an error, not an empty answer', async () => {
    serve(() => notModified());
    const error = await api.get('/api/orders').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 304 });
  });

  it('still refreshes an expired token and retries the conditional GET', async () => {
    taggedServer(() => 'v1');
    await api.get('/api/orders');
    serve((url, init) => {
      if (url.endsWith('/api/auth/refresh'))
        return json(200, { access_token: 'at2', refresh_token: 'rt2', token_type: 'bearer' });
      const headers = new Headers(init.headers);
      if (headers.get('Authorization') !== 'Bearer at2') return json(401, { detail: 'Jeton expiré' });
      return headers.get('If-None-Match') === '"v1"' ? notModified() : withEtag({ fresh: true }, '"v2"');
    });
    calls.length = 0;
    await expect(api.get('/api/orders')).resolves.toEqual({ url: '/api/orders' });
    expect(calls.map((c) => c.url)).toEqual(['/api/orders', '/api/auth/refresh', '/api/orders']);
    expect(ifNoneMatch(2)).toBe('"v1"');
  });
});

describe('conditional GET and the session', () => {
  it('forgets every answer on sign-out (tokens cleared) and on session expiry', async () => {
    taggedServer(() => 'v1');
    await api.get('/api/orders');
    clearTokens();
    expect(conditionalCacheSize()).toBe(0);
    storage.setItem('access_token', 'at1');
    await api.get('/api/orders');
    expect(ifNoneMatch(1)).toBeNull();
    expireSession();
    expect(conditionalCacheSize()).toBe(0);
  });

  it('never answers for another user: a new subject in the access token starts empty', async () => {
    taggedServer(() => 'v1');
    storage.setItem('access_token', tokenOf('client-a'));
    await api.get('/api/orders');
    storage.setItem('access_token', tokenOf('client-b'));
    await api.get('/api/orders');
    expect(ifNoneMatch(1)).toBeNull();
    // A refreshed token of the same user keeps the memory.
    storage.setItem('access_token', `${tokenOf('client-b')}x`);
    await api.get('/api/orders');
    expect(ifNoneMatch(2)).toBe('"v1"');
  });

  it('does not remember an answer to a request sent before the session changed', async () => {
    let release: () => void = () => undefined;
    serve(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(withEtag({ old: true }, '"v1"'));
        }),
    );
    const pending = api.get('/api/orders');
    await Promise.resolve();
    clearConditionalCache();
    release();
    await pending;
    expect(conditionalCacheSize()).toBe(0);
  });
});

describe('api.page', () => {
  it('returns the items and the X-Next-Cursor of the page, null on the last page', async () => {
    serve((url) =>
      url.includes('cursor=c1')
        ? withEtag([{ id: 'o3' }], '"p2"')
        : withEtag([{ id: 'o1' }, { id: 'o2' }], '"p1"', { 'X-Next-Cursor': 'c1' }),
    );
    await expect(api.page('/api/orders', { query: { limit: 2 } })).resolves.toEqual({
      items: [{ id: 'o1' }, { id: 'o2' }],
      nextCursor: 'c1',
    });
    await expect(api.page('/api/orders', { query: { limit: 2, cursor: 'c1' } })).resolves.toEqual({
      items: [{ id: 'o3' }],
      nextCursor: null,
    });
    expect(callAt(1).url).toBe('/api/orders?limit=2&cursor=c1');
  });

  it('keeps the cursor of a page answered 304 (the headers are remembered with the body)', async () => {
    serve((_url, init) =>
      new Headers(init.headers).get('If-None-Match') === '"p1"'
        ? notModified()
        : withEtag([{ id: 'o1' }], '"p1"', { 'X-Next-Cursor': 'c1' }),
    );
    await api.page('/api/orders');
    await expect(api.page('/api/orders')).resolves.toEqual({ items: [{ id: 'o1' }], nextCursor: 'c1' });
    expect(ifNoneMatch(1)).toBe('"p1"');
  });
});
