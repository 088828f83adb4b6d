import { describe, expect, it, vi } from 'vitest';
import { calls, json, serve, setUpApiTestEnvironment } from '@/lib/api/api-test-support';
import { startEarly } from '@/lib/api/early-call';
import { getMe } from './get-me';

setUpApiTestEnvironment();

describe('getMe', () => {
  it('takes the account call the entry started: one request, then a fresh one for the next read', async () => {
    serve(() => json(200, { id: 'u1', email: 'a@b.fr' }));
    startEarly('GET /api/auth/me');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await expect(getMe()).resolves.toEqual({ id: 'u1', email: 'a@b.fr' });
    expect(calls).toHaveLength(1);
    await getMe();
    expect(calls).toHaveLength(2);
  });
});
