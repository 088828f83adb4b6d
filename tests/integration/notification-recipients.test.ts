import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, call, form, newAdmin, newClient, registration } from './api';
import { eventually } from './eventually';
import { blob, bytes, createOrder, setStatus, unique } from './orders-fixtures';

/**
 * Every notification event of issue 9 and exactly who is told: each event is made once, then the
 * notification lists of two administrators and two clients (the one concerned and a bystander)
 * are read, so a recipient too many fails as surely as one missing.
 */
type Listed = { type: string; title: string; message: string; order_id: string | null; user_email: string | null };
type Client = Awaited<ReturnType<typeof newClient>>;
type Reader = 'admin' | 'secondAdmin' | 'client' | 'bystander';

let tokens: Record<Reader, string>;
let client: Client;
let bystander: Client;
beforeAll(async () => {
  const [admin, secondAdmin] = [await asAdmin(), await newAdmin()];
  [client, bystander] = [await newClient(), await newClient()];
  tokens = { admin, secondAdmin, client: client.token, bystander: bystander.token };
});

/** The readers who hold a notification matching `match` (latest 50 each). */
async function toldOf(match: (n: Listed) => boolean): Promise<Reader[]> {
  const told: Reader[] = [];
  for (const [reader, token] of Object.entries(tokens) as [Reader, string][]) {
    const res = await call<Listed[]>('GET', '/api/notifications?limit=50', { token });
    expect(res.status).toBe(200);
    if (res.body.some(match)) told.push(reader);
  }
  return told;
}
const administrators: Reader[] = ['admin', 'secondAdmin'];

describe('who is told of each event', () => {
  it('client_registration → each administrator', async () => {
    const input = registration();
    expect((await call('POST', '/api/auth/register', { body: input })).status).toBe(201);
    expect(await toldOf((n) => n.type === 'client_registration' && n.user_email === input.email)).toEqual(administrators);
  });

  it('new_order → each administrator; order_completion (set termine) → the client; file_ready → the client; sav_request → each administrator', async () => {
    const { order } = await createOrder(client.token);
    const of = (type: string) => (n: Listed) => n.type === type && n.order_id === order.id;
    // Written from the table's stream, a moment after the order (notifications/new-order-notifications.ts).
    await eventually(async () => (await toldOf(of('new_order'))).length >= administrators.length, 'new_order told');
    expect(await toldOf(of('new_order'))).toEqual(administrators);

    const delivered = await call('POST', `/api/admin/orders/${order.id}/deliver`, {
      token: tokens.admin,
      body: form({ version: 'nouvelle', file: [blob(bytes(64)), 'v1.bin'] }),
    });
    expect(delivered.status).toBe(200);
    expect(await toldOf(of('file_ready'))).toEqual(['client']);

    await setStatus(order.id, 'termine');
    expect(await toldOf(of('order_completion'))).toEqual(['client']);

    const sav = await call('POST', `/api/orders/${order.id}/sav-request`, { token: client.token, body: { problem_description: 'À-coups à froid' } });
    expect(sav.status).toBe(200);
    expect(await toldOf(of('sav_request'))).toEqual(administrators);
  });

  it('order chat: a client message → each administrator; an answer (admin_reply) → the client', async () => {
    const { order } = await createOrder(client.token);
    const of = (type: string) => (n: Listed) => n.type === type && n.order_id === order.id;
    expect((await call('POST', `/api/orders/${order.id}/chat`, { token: client.token, body: { message: 'Question' } })).status).toBe(201);
    expect(await toldOf(of('client_message'))).toEqual(administrators);
    expect((await call('POST', `/api/orders/${order.id}/chat`, { token: tokens.secondAdmin, body: { message: 'Réponse' } })).status).toBe(201);
    expect(await toldOf(of('admin_reply'))).toEqual(['client']);
  });

  it('support chat: a client message → each administrator; an answer → the client; a global message → every client', async () => {
    const question = unique('Question support');
    expect((await call('POST', '/api/client/chat', { token: client.token, body: { content: question } })).status).toBe(201);
    expect(await toldOf((n) => n.type === 'client_message' && n.message.includes(question))).toEqual(administrators);

    const answer = unique('Réponse support');
    expect((await call('POST', '/api/admin/messages', { token: tokens.admin, body: { content: answer, target_client_id: client.id } })).status).toBe(201);
    expect(await toldOf((n) => n.type === 'admin_reply' && n.message.includes(answer))).toEqual(['client']);

    const announcement = unique('Annonce');
    expect((await call('POST', '/api/admin/messages', { token: tokens.admin, body: { content: announcement } })).status).toBe(201);
    expect(await toldOf((n) => n.type === 'admin_reply' && n.message === announcement)).toEqual(['client', 'bystander']);
  });

  it('security_alert → each administrator: an account locked, a refresh token reused', async () => {
    const locked = await newClient();
    for (let i = 0; i < 5; i++) await call('POST', '/api/auth/login', { body: { email: locked.email, password: 'Mauvais-mot-2-passe' } });
    expect(await toldOf((n) => n.type === 'security_alert' && n.user_email === locked.email && n.title === 'Sécurité\u202f: compte verrouillé')).toEqual(
      administrators,
    );

    const reuser = await newClient();
    const refresh = () => call('POST', '/api/auth/refresh', { body: reuser.refreshToken, headers: { 'content-type': 'text/plain' } });
    expect((await refresh()).status).toBe(200);
    expect((await refresh()).status).toBe(401);
    expect(await toldOf((n) => n.type === 'security_alert' && n.user_email === reuser.email && n.title === 'Sécurité\u202f: jeton réutilisé')).toEqual(
      administrators,
    );
  });
});
