import { describe, expect, it } from 'vitest';
import { call, newClient } from './api';

const SPENT = 'Jeton de rafraîchissement déjà utilisé ou révoqué';
const refresh = (token: string) => call('POST', '/api/auth/refresh', { body: token, headers: { 'content-type': 'text/plain' } });

describe('refresh-token reuse ends the family', () => {
  it('a replayed token kills every token of its family, the newest too; another sign-in lives on', async () => {
    const client = await newClient();
    const other = await call('POST', '/api/auth/login', { body: { email: client.email, password: client.password } });
    expect(other.status).toBe(200);

    const first = await refresh(client.refreshToken);
    expect(first.status).toBe(200);
    const second = await refresh(first.body.refresh_token);
    expect(second.status).toBe(200);
    const newest: string = second.body.refresh_token;

    // The stolen first token comes back: refused, and the family ends with it.
    expect(await refresh(client.refreshToken)).toMatchObject({ status: 401, body: { detail: SPENT } });
    expect(await refresh(newest)).toMatchObject({ status: 401, body: { detail: SPENT } });
    expect(await refresh(first.body.refresh_token)).toMatchObject({ status: 401, body: { detail: SPENT } });

    // Its access tokens too, at their next call (issue 22), the newest one's included.
    const closed = { status: 401, body: { detail: 'Cette session a été fermée. Reconnectez-vous.' } };
    expect(await call('GET', '/api/auth/me', { token: second.body.access_token })).toMatchObject(closed);
    expect(await call('GET', '/api/auth/me', { token: client.token })).toMatchObject(closed);

    // The other sign-in is another family: untouched.
    expect((await call('GET', '/api/auth/me', { token: other.body.access_token })).status).toBe(200);
    expect((await refresh(other.body.refresh_token)).status).toBe(200);
  });

  it('of two concurrent exchanges of one token, one wins and the family then ends', async () => {
    const client = await newClient();
    const answers = await Promise.all([refresh(client.refreshToken), refresh(client.refreshToken)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 401]);
    const winner = answers.find((a) => a.status === 200)!;
    expect((await refresh(winner.body.refresh_token)).status).toBe(401);
  });
});
