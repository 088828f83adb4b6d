import { describe, expect, it } from 'vitest';
import { asAdmin, call, CHOSEN_PASSWORD, firstLogin, login, newClient, registration } from './api';

/**
 * Issue 37, item 4: a password an administrator sets (client edit, « Créer un client », an
 * administrator) is changed at the next sign-in, and the account's older sessions end with it.
 */
const SPENT = 'Jeton de rafraîchissement déjà utilisé ou révoqué';
const CLOSED = { status: 401, body: { detail: 'Cette session a été fermée. Reconnectez-vous.' } };
const SET_PASSWORD = 'Mot-De-Passe-Admin-9';

const refresh = (token: string) => call('POST', '/api/auth/refresh', { body: token, headers: { 'content-type': 'text/plain' } });
const signIn = (email: string, password: string) => call('POST', '/api/auth/login', { body: { email, password } });
const changePassword = (password_token: string, new_password: string) => call('POST', '/api/auth/password', { body: { password_token, new_password } });

/** The edit form's whole object for a registered client, with a new password. */
const editWithPassword = (client: Awaited<ReturnType<typeof newClient>>, new_password: string) => {
  const { first_name, last_name, company_name, phone, address, email } = client.input;
  return { first_name, last_name, company_name, phone, address, email, new_password };
};

describe('a password set by an administrator', () => {
  it('ends every session of the client, and must be replaced at its next sign-in before any access', async () => {
    const client = await newClient();
    const other = await login(client.email, client.password);
    expect((await call('GET', '/api/orders', { token: client.token })).status).toBe(200);

    const saved = await call('PUT', `/api/admin/users/${client.id}`, { token: await asAdmin(), body: editWithPassword(client, SET_PASSWORD) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // Both older sessions: their refresh tokens refused, their access tokens too at their next call.
    expect(await refresh(client.refreshToken)).toMatchObject({ status: 401, body: { detail: SPENT } });
    expect(await refresh(other.refresh_token)).toMatchObject({ status: 401, body: { detail: SPENT } });
    expect(await call('GET', '/api/auth/me', { token: client.token })).toMatchObject(CLOSED);
    expect(await call('GET', '/api/orders', { token: other.access_token })).toMatchObject(CLOSED);

    // The old password is gone; the new one asks for the client's own password, with no session yet.
    expect((await signIn(client.email, client.password)).status).toBe(401);
    const step = await signIn(client.email, SET_PASSWORD);
    expect(step.status).toBe(200);
    expect(step.body).toEqual({ password_change_required: true, password_token: expect.any(String) });
    expect(step.body.access_token).toBeUndefined();
    expect(await changePassword(step.body.password_token, SET_PASSWORD)).toMatchObject({
      status: 422,
      body: { detail: 'Choisissez un mot de passe différent du mot de passe provisoire' },
    });

    const changed = await changePassword(step.body.password_token, CHOSEN_PASSWORD);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ token_type: 'bearer', user: { id: client.id, status: 'approved' } });
    // Normal access, and the step is spent: the next sign-in is an ordinary one.
    expect((await call('GET', '/api/orders', { token: changed.body.access_token })).status).toBe(200);
    expect((await refresh(changed.body.refresh_token)).status).toBe(200);
    const sessions = await call('GET', '/api/auth/sessions', { token: changed.body.access_token });
    expect(sessions.body).toHaveLength(1);
    expect((await changePassword(step.body.password_token, 'Encore-Un-Autre-7')).status).toBe(401);
    const again = await signIn(client.email, CHOSEN_PASSWORD);
    expect(again.status).toBe(200);
    expect(again.body.access_token).toEqual(expect.any(String));
    expect((await signIn(client.email, SET_PASSWORD)).status).toBe(401);
  });

  it('of a client made with « Créer un client » is replaced at its first sign-in', async () => {
    const input = registration();
    const created = await call('POST', '/api/admin/users', { token: await asAdmin(), body: { ...input, role: 'client' } });
    expect(created.status).toBe(201);
    const step = await signIn(input.email, input.password);
    expect(step.body).toMatchObject({ password_change_required: true });
    const session = await firstLogin(input.email, input.password);
    expect(session.user).toMatchObject({ id: created.body.id, status: 'approved' });
    expect((await call('GET', '/api/orders', { token: session.access_token })).status).toBe(200);
    expect((await signIn(input.email, CHOSEN_PASSWORD)).body.access_token).toEqual(expect.any(String));
  });

  it("set by an administrator for its own account keeps its current session and ends its others, with no change asked", async () => {
    const input = registration();
    const created = await call('POST', '/api/admin/users', { token: await asAdmin(), body: { ...input, role: 'admin' } });
    expect(created.status).toBe(201);
    const here = await firstLogin(input.email, input.password);
    const elsewhere = await login(input.email, CHOSEN_PASSWORD);

    const own = { first_name: input.first_name, last_name: input.last_name, email: input.email, new_password: SET_PASSWORD };
    expect((await call('PUT', `/api/admin/administrators/${created.body.id}`, { token: here.access_token, body: own })).status).toBe(200);
    expect((await call('GET', '/api/admin/stats', { token: here.access_token })).status).toBe(200);
    expect((await refresh(here.refresh_token)).status).toBe(200);
    expect(await refresh(elsewhere.refresh_token)).toMatchObject({ status: 401, body: { detail: SPENT } });
    expect(await call('GET', '/api/auth/me', { token: elsewhere.access_token })).toMatchObject(CLOSED);
    expect((await signIn(input.email, SET_PASSWORD)).body.access_token).toEqual(expect.any(String));
  });
});
