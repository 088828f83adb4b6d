import { describe, expect, it, vi } from 'vitest';
import { calls, json, serve, setUpApiTestEnvironment, storage } from './api-test-support';
import { startEarly, takeEarly } from './early-call';

setUpApiTestEnvironment();

/** An unsigned token whose only claim is its user (tokens.ts reads `sub` without checking). */
const tokenOf = (sub: string) => `h.${btoa(JSON.stringify({ sub }))}.s`;

describe('a call started early', () => {
  it('is sent at once and its answer taken once', async () => {
    storage.setItem('access_token', tokenOf('u1'));
    serve(() => json(200, { id: 'u1', email: 'a@b.fr' }));
    startEarly('GET /api/auth/me');
    await vi.waitFor(() => expect(calls.map((c) => c.url)).toEqual(['/api/auth/me']));
    await expect(takeEarly('GET /api/auth/me')).resolves.toEqual({ id: 'u1', email: 'a@b.fr' });
    expect(takeEarly('GET /api/auth/me')).toBeUndefined();
  });

  it('is not given to another user signed in since', async () => {
    storage.setItem('access_token', tokenOf('u1'));
    serve(() => json(200, { id: 'u1' }));
    startEarly('GET /api/auth/me');
    storage.setItem('access_token', tokenOf('u2'));
    expect(takeEarly('GET /api/auth/me')).toBeUndefined();
  });

  it('hands its failure to the page that takes it', async () => {
    storage.setItem('access_token', tokenOf('u1'));
    serve(() => json(403, { detail: 'Compte désactivé.' }));
    startEarly('GET /api/auth/me');
    await expect(takeEarly('GET /api/auth/me')).rejects.toMatchObject({ status: 403 });
  });
});
