import { describe, expect, it } from 'vitest';
import { calls, json, serve, setUpApiTestEnvironment } from '@/lib/api/api-test-support';
import { getMe } from './get-me';

setUpApiTestEnvironment();

describe('getMe', () => {
  it('takes the account call the HTML sent: no request, then a fresh one for the next read', async () => {
    serve(() => json(200, { id: 'u1', email: 'a@b.fr', again: true }));
    window.__firstCalls = { token: 'at1', answers: { '/api/auth/me': Promise.resolve(json(200, { id: 'u1', email: 'a@b.fr' })) } };
    await expect(getMe()).resolves.toEqual({ id: 'u1', email: 'a@b.fr' });
    expect(calls).toHaveLength(0);
    await expect(getMe()).resolves.toEqual({ id: 'u1', email: 'a@b.fr', again: true });
    expect(calls).toHaveLength(1);
  });
});
