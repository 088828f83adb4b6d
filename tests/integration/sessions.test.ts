import { describe, expect, it } from 'vitest';
import { asAdmin, call, newClient } from './api';

/**
 * Sessions (issue 22): each sign-in is a session with its device, address and last use; its
 * user ends any of them, an administrator ends all of an account's. Ending one refuses its
 * refresh tokens at once and its access tokens at their next call; the others live on.
 */
type Listed = { id: string; created_at: string; last_used_at: string; user_agent: string; address: string; current: boolean };
const CLOSED = { status: 401, body: { detail: 'Cette session a été fermée. Reconnectez-vous.' } };
const refresh = (token: string) => call('POST', '/api/auth/refresh', { body: token, headers: { 'content-type': 'text/plain' } });

async function signIn(email: string, password: string, userAgent: string) {
  const res = await call('POST', '/api/auth/login', { body: { email, password }, headers: { 'user-agent': userAgent } });
  expect(res.status).toBe(200);
  return res.body as { access_token: string; refresh_token: string };
}
const sessions = async (token: string) => {
  const res = await call<Listed[]>('GET', '/api/auth/sessions', { token });
  expect(res.status).toBe(200);
  return res.body;
};

describe('sessions', () => {
  it('lists its sign-ins with their device, ends one: that tab is signed out at its next call, the other lives on', async () => {
    const client = await newClient();
    const office = await signIn(client.email, client.password, 'Mozilla/5.0 (Windows NT 10.0) Atelier');
    const phone = await signIn(client.email, client.password, 'Mozilla/5.0 (iPhone) Mobile');

    const listed = await sessions(office.access_token);
    const officeSession = listed.find((s) => s.user_agent.includes('Atelier'))!;
    const phoneSession = listed.find((s) => s.user_agent.includes('iPhone'))!;
    expect(officeSession).toMatchObject({ current: true });
    expect(phoneSession).toMatchObject({ current: false });
    expect(phoneSession.address).not.toBe('');
    // newClient's own sign-in is listed too, newest first.
    expect(listed.map((s) => s.id)).toEqual([phoneSession.id, officeSession.id, expect.any(String)]);

    // A refresh is the session's last use.
    const rotated = (await refresh(phone.refresh_token)).body as { access_token: string; refresh_token: string };
    const afterUse = (await sessions(office.access_token)).find((s) => s.id === phoneSession.id)!;
    expect(afterUse.last_used_at > phoneSession.last_used_at).toBe(true);

    expect(await call('DELETE', `/api/auth/sessions/${phoneSession.id}`, { token: office.access_token })).toMatchObject({ status: 200, body: { detail: 'Session fermée' } });
    expect(await call('GET', '/api/auth/me', { token: rotated.access_token })).toMatchObject(CLOSED);
    expect(await call('GET', '/api/auth/me', { token: phone.access_token })).toMatchObject(CLOSED);
    expect((await refresh(rotated.refresh_token)).status).toBe(401);
    expect((await call('GET', '/api/auth/me', { token: office.access_token })).status).toBe(200);
    expect((await sessions(office.access_token)).map((s) => s.id)).not.toContain(phoneSession.id);
    // Ended already: 404, not a second end.
    expect(await call('DELETE', `/api/auth/sessions/${phoneSession.id}`, { token: office.access_token })).toMatchObject({ status: 404, body: { detail: 'Session introuvable' } });
  });

  it("never reaches another account's session (404), and ends nothing then", async () => {
    const [owner, stranger] = [await newClient(), await newClient()];
    const [session] = await sessions(owner.token);
    expect(await call('DELETE', `/api/auth/sessions/${session!.id}`, { token: stranger.token })).toMatchObject({ status: 404, body: { detail: 'Session introuvable' } });
    expect(await call('DELETE', '/api/auth/sessions/inconnue', { token: stranger.token })).toMatchObject({ status: 404 });
    expect((await call('GET', '/api/auth/me', { token: owner.token })).status).toBe(200);
  });

  it('an administrator ends every session of an account; a client may not', async () => {
    const [client, other] = [await newClient(), await newClient()];
    const second = await signIn(client.email, client.password, 'Mozilla/5.0 Garage');
    expect((await call('DELETE', `/api/admin/users/${client.id}/sessions`, { token: other.token })).status).toBe(403);

    const ended = await call('DELETE', `/api/admin/users/${client.id}/sessions`, { token: await asAdmin() });
    expect(ended).toMatchObject({ status: 200, body: { detail: 'Toutes les sessions ont été fermées', ended: 2 } });
    for (const token of [client.token, second.access_token]) expect(await call('GET', '/api/auth/me', { token })).toMatchObject(CLOSED);
    for (const token of [client.refreshToken, second.refresh_token]) expect((await refresh(token)).status).toBe(401);
    // A new sign-in works, and the other account was never touched.
    const again = await signIn(client.email, client.password, 'Mozilla/5.0 Garage');
    expect((await call('GET', '/api/auth/me', { token: again.access_token })).status).toBe(200);
    expect((await call('GET', '/api/auth/me', { token: other.token })).status).toBe(200);
    expect((await call('DELETE', '/api/admin/users/inconnu/sessions', { token: await asAdmin() })).status).toBe(404);
  });
});
