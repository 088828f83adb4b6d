import { describe, expect, it, vi } from 'vitest';
import { ApiError, getErrorDetail } from './api-error';
import { api, authHeader, callAt, calls, expired, json, serve, storage, setUpApiTestEnvironment } from './api-test-support';

setUpApiTestEnvironment();

describe('api client', () => {
  it('sends the bearer token and parses JSON', async () => {
    serve(() => json(200, { ok: true }));
    await expect(api.get('/api/orders')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    expect(authHeader(callAt(0).init)).toBe('Bearer at1');
  });

  it('sends objects as JSON and returns undefined for 204', async () => {
    serve(() => new Response(null, { status: 204 }));
    await expect(api.put('/api/admin/settings', { a: 1 })).resolves.toBeUndefined();
    const init = callAt(0).init;
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('on a 401 refreshes once with the raw refresh token, then retries with the new token', async () => {
    serve((url, init) => {
      if (url.endsWith('/api/auth/refresh'))
        return json(200, { access_token: 'at2', refresh_token: 'rt2', token_type: 'bearer' });
      return authHeader(init) === 'Bearer at2' ? json(200, { id: 'me' }) : json(401, { detail: 'Jeton expiré' });
    });
    await expect(api.get('/api/auth/me')).resolves.toEqual({ id: 'me' });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/me', '/api/auth/refresh', '/api/auth/me']);
    const refresh = callAt(1).init;
    expect(refresh.method).toBe('POST');
    expect(refresh.body).toBe('rt1');
    expect(new Headers(refresh.headers).get('Content-Type')).toBe('text/plain');
    expect(storage.getItem('access_token')).toBe('at2');
    expect(storage.getItem('refresh_token')).toBe('rt2');
    expect(expired).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    serve((url, init) => {
      if (url.endsWith('/api/auth/refresh'))
        return json(200, { access_token: 'at2', refresh_token: 'rt2', token_type: 'bearer' });
      return authHeader(init) === 'Bearer at2' ? json(200, { url }) : json(401, { detail: 'Jeton expiré' });
    });
    await Promise.all([api.get('/api/a'), api.get('/api/b'), api.get('/api/c')]);
    expect(calls.filter((c) => c.url.endsWith('/api/auth/refresh'))).toHaveLength(1);
  });

  it('when the refresh fails: clears the tokens, ends the session and throws a 401', async () => {
    serve((url) =>
      url.endsWith('/api/auth/refresh')
        ? json(401, { detail: 'Jeton invalide' })
        : json(401, { detail: 'Jeton expiré' }),
    );
    const error = await api.get('/api/orders').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(calls.filter((c) => c.url.endsWith('/api/auth/refresh'))).toHaveLength(1);
    expect(calls.filter((c) => c.url.endsWith('/api/orders'))).toHaveLength(1);
    expect(storage.getItem('access_token')).toBeNull();
    expect(storage.getItem('refresh_token')).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the retry is refused again', async () => {
    serve((url) =>
      url.endsWith('/api/auth/refresh')
        ? json(200, { access_token: 'at2', refresh_token: 'rt2', token_type: 'bearer' })
        : json(401, { detail: 'Non autorisé' }),
    );
    await expect(api.get('/api/orders')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(3);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('never refreshes on a 401 from the auth calls and keeps the server detail', async () => {
    storage.clear();
    serve(() => json(401, { detail: 'E-mail ou mot de passe incorrect' }));
    const error = await api.post('/api/auth/login', { email: 'a@b.fr', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, detail: 'E-mail ou mot de passe incorrect' });
    expect(getErrorDetail(error)).toBe('E-mail ou mot de passe incorrect');
    expect(calls).toHaveLength(1);
    expect(authHeader(callAt(0).init)).toBeNull();
    expect(expired).not.toHaveBeenCalled();
  });

  it('throws ApiError with a null detail for non-JSON errors and network failures', async () => {
    serve(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 502, detail: null });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await api.get('/api/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, detail: null });
    expect(getErrorDetail(error)).toBeNull();
    expect(getErrorDetail(new Error('x'))).toBeNull();
  });

  it('adds query parameters, leaving undefined ones out', async () => {
    serve(() => json(200, []));
    await api.get('/api/admin/messages', { query: { client_id: 'c1', time: undefined } });
    expect(callAt(0).url).toBe('/api/admin/messages?client_id=c1');
  });
});
