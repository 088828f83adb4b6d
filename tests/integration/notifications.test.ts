import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, call, form, login, newAdmin, newClient } from './api';
import { eventually } from './eventually';
import { useFunctionsEnv } from './functions-env';
import { blob, bytes, createOrder, setStatus } from './orders-fixtures';

/**
 * Notifications are written in the same transaction as their event, to the right recipients
 * (but the administrators' 'Nouvelle commande', written from the table's stream); each
 * account's change feed moves with them and answers from the account item alone.
 */
let admin: string;
let secondAdmin: string;
beforeAll(async () => {
  useFunctionsEnv();
  admin = await asAdmin();
  secondAdmin = await newAdmin();
});

type Listed = { id: string; type: string; title: string; order_id: string | null; user_email: string | null; read: boolean };

const notifications = async (token: string, limit = 50): Promise<Listed[]> => {
  const res = await call('GET', `/api/notifications?limit=${limit}`, { token });
  expect(res.status).toBe(200);
  return res.body;
};
const changes = async (token: string) => (await call('GET', '/api/changes', { token })).body as Record<string, number>;

describe('notifications of events', () => {
  it('tell every administrator of a registration, a new order and a SAV request', async () => {
    const client = await newClient();
    const { order } = await createOrder(client.token);
    await setStatus(order.id, 'termine');
    await call('POST', `/api/orders/${order.id}/sav-request`, { token: client.token, body: { problem_description: 'Perte de puissance' } });
    for (const token of [admin, secondAdmin]) {
      // 'Nouvelle commande' comes from the table's stream, a moment after the order.
      await eventually(async () => (await notifications(token)).some((n) => n.type === 'new_order' && n.order_id === order.id), 'new_order told');
      const list = await notifications(token);
      // Read already: newClient() approved the account (see 'notifications done by acting on their subject').
      expect(list.find((n) => n.type === 'client_registration' && n.user_email === client.email)).toMatchObject({ read: true, title: 'Nouveau client à valider' });
      expect(list.find((n) => n.type === 'new_order' && n.order_id === order.id)).toBeTruthy();
      expect(list.find((n) => n.type === 'sav_request' && n.order_id === order.id)).toBeTruthy();
    }
    // The client is told of none of them, but of its finished order.
    const own = await notifications(client.token);
    expect(own.map((n) => n.type)).toEqual(['order_completion']);
    expect(own[0]).toMatchObject({ title: 'Votre fichier est prêt', order_id: order.id });
  });

  it("writes an administrator's 'Nouvelle commande' once, however often the stream batch is retried", async () => {
    const client = await newClient();
    const { order } = await createOrder(client.token);
    const told = async (token: string) => (await notifications(token)).filter((n) => n.type === 'new_order' && n.order_id === order.id);
    await eventually(async () => (await told(secondAdmin)).length === 1, 'new_order told');
    const unread = (await changes(secondAdmin)).unread_notifications;
    // The stream handler's retry of the same records: nothing new, no unread count moved.
    const { notifyNewOrders } = await import('@app/functions/notifications/new-order-notifications');
    const stored = { client_name: '', client_company: '', vehicle_brand: '', vehicle_model: '', registration: '', ...order };
    await notifyNewOrders([stored, stored]);
    await notifyNewOrders([stored]);
    expect(await told(secondAdmin)).toHaveLength(1);
    expect((await changes(secondAdmin)).unread_notifications).toBe(unread);
    expect(await told(admin)).toHaveLength(1);
  });

  it('tell the client, and only it, that a version is ready', async () => {
    const [client, other] = [await newClient(), await newClient()];
    const { order } = await createOrder(client.token);
    const delivered = await call('POST', `/api/admin/orders/${order.id}/deliver`, {
      token: admin,
      body: form({ version: 'nouvelle', file: [blob(bytes(64)), 'v1.bin'] }),
    });
    expect(delivered.status).toBe(200);
    const [ready] = await notifications(client.token);
    expect(ready).toMatchObject({ type: 'file_ready', title: 'Votre fichier est prêt', order_id: order.id });
    expect(await notifications(other.token)).toEqual([]);
    // Setting termine twice tells it once.
    await setStatus(order.id, 'termine');
    await setStatus(order.id, 'termine');
    expect((await notifications(client.token)).filter((n) => n.type === 'order_completion')).toHaveLength(1);
  });

  it('raise a security alert to every administrator when an account locks', async () => {
    const client = await newClient();
    for (let i = 0; i < 5; i++) await call('POST', '/api/auth/login', { body: { email: client.email, password: 'Mauvais-mot-2-passe' } });
    for (const token of [admin, secondAdmin]) {
      const alerts = (await notifications(token)).filter((n) => n.type === 'security_alert' && n.user_email === client.email);
      expect(alerts.map((n) => n.title)).toEqual(['Sécurité\u202f: compte verrouillé']);
    }
    expect(await notifications(client.token)).toEqual([]);
  });

  it('raise a security alert to every administrator when a refresh token is used twice', async () => {
    const client = await newClient();
    const refresh = () => call('POST', '/api/auth/refresh', { body: client.refreshToken, headers: { 'content-type': 'text/plain' } });
    expect((await refresh()).status).toBe(200);
    for (const token of [admin, secondAdmin]) {
      expect((await notifications(token)).filter((n) => n.user_email === client.email && n.type === 'security_alert')).toEqual([]);
    }
    const reused = await refresh();
    expect(reused.status).toBe(401);
    for (const token of [admin, secondAdmin]) {
      const alerts = (await notifications(token)).filter((n) => n.type === 'security_alert' && n.user_email === client.email);
      expect(alerts).toHaveLength(1);
      expect(alerts[0]).toMatchObject({ title: 'Sécurité\u202f: jeton réutilisé', read: false });
    }
    // The reused family's access tokens are refused too (issue 22); the account owner, signed in
    // again, is not told (the alert is for those who can act on it).
    expect((await call('GET', '/api/notifications?limit=50', { token: client.token })).status).toBe(401);
    expect(await notifications((await login(client.email, client.password)).access_token)).toEqual([]);
  });
});

describe('reading and deleting notifications', () => {
  it('marks one read once, counts unread on the change feed, and keeps each list to its owner', async () => {
    const client = await newClient();
    for (let i = 0; i < 3; i++) {
      const { order } = await createOrder(client.token);
      await setStatus(order.id, 'termine');
    }
    const before = await changes(client.token);
    expect(before.unread_notifications).toBe(3);
    const [first] = await notifications(client.token);
    if (!first) throw new Error('no notification');
    const read = await call('PUT', `/api/notifications/${first.id}/read`, { token: client.token });
    expect(read.status).toBe(200);
    expect(read.body.notification).toMatchObject({ id: first.id, read: true });
    expect((await call('PUT', `/api/notifications/${first.id}/read`, { token: client.token })).status).toBe(200);
    const after = await changes(client.token);
    expect(after.unread_notifications).toBe(2);
    expect(after.notifications_version).toBeGreaterThan(before.notifications_version as number);
    // Another account cannot read it; a made-up id is 404.
    expect((await call('PUT', `/api/notifications/${first.id}/read`, { token: admin })).status).toBe(404);
    expect((await call('PUT', '/api/notifications/../read', { token: client.token })).status).toBe(404);
    expect((await notifications(client.token, 2)).length).toBe(2);
    expect((await call('GET', '/api/notifications?limit=51', { token: client.token })).status).toBe(400);
  });

  it('deletes all of the caller’s notifications, not another’s', async () => {
    const [client, other] = [await newClient(), await newClient()];
    for (const c of [client, other]) {
      const { order } = await createOrder(c.token);
      await setStatus(order.id, 'termine');
    }
    const res = await call('DELETE', '/api/notifications/all', { token: client.token });
    expect(res.body).toEqual({ detail: 'Toutes les notifications ont été supprimées', deleted: 1 });
    expect(await notifications(client.token)).toEqual([]);
    expect((await changes(client.token)).unread_notifications).toBe(0);
    expect(await notifications(other.token)).toHaveLength(1);
  });
});

describe('GET /api/changes', () => {
  it('answers 304 while nothing changed, and reads nothing beyond the account', async () => {
    const client = await newClient();
    const first = await call('GET', '/api/changes', { token: client.token });
    const etag = first.headers.get('etag') ?? '';
    expect((await call('GET', '/api/changes', { token: client.token, headers: { 'if-none-match': etag } })).status).toBe(304);
    const { order } = await createOrder(client.token);
    await setStatus(order.id, 'termine');
    const moved = await call('GET', '/api/changes', { token: client.token, headers: { 'if-none-match': etag } });
    expect(moved.status).toBe(200);
    expect(moved.body.unread_notifications).toBe(1);

    // The handler run in this process, every DynamoDB request it sends counted with the capacity
    // it consumed (ReturnConsumedCapacity): only authentication's GetItem of the caller's account.
    const { db } = await import('@app/functions/lib/db/client');
    const { handler } = await import('@app/functions/messaging/index');
    type Sent = { command: string; key: unknown; readUnits: number };
    const sent: Sent[] = [];
    db().middlewareStack.add(
      (next, context) => async (args) => {
        const input: Record<string, unknown> = { ...(args.input as Record<string, unknown>), ReturnConsumedCapacity: 'TOTAL' };
        const result = await next({ ...args, input: input as typeof args.input });
        const consumed = (result.output as { ConsumedCapacity?: { CapacityUnits?: number } }).ConsumedCapacity;
        sent.push({ command: String(context.commandName), key: input.Key, readUnits: consumed?.CapacityUnits ?? 0 });
        return result;
      },
      { step: 'initialize', name: 'countRequests' },
    );
    const poll = async (etag: string) => {
      sent.length = 0;
      const event = {
        version: '2.0',
        routeKey: 'GET /api/changes',
        rawPath: '/api/changes',
        rawQueryString: '',
        headers: { authorization: `Bearer ${client.token}`, ...(etag ? { 'if-none-match': etag } : {}) },
        requestContext: { http: { method: 'GET', path: '/api/changes' }, requestId: 'count' },
        isBase64Encoded: false,
      } as unknown as APIGatewayProxyEventV2;
      return (await handler(event, { awsRequestId: 'count' } as Context)) as { statusCode: number; body?: string };
    };
    const accountRead: Sent = { command: 'GetItemCommand', key: { pk: `USER#${client.id}`, sk: 'USER' }, readUnits: expect.any(Number) };
    try {
      const unchanged = await poll(moved.headers.get('etag') ?? '');
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.body ?? '').toBe('');
      expect(sent).toEqual([accountRead]);
      // One small item read: at most one read unit (a strongly consistent read of up to 4 KB).
      expect(sent[0]?.readUnits).toBeGreaterThan(0);
      expect(sent[0]?.readUnits).toBeLessThanOrEqual(1);
      // A poll that finds something new reads no more, and its body stays tiny.
      const fresh = await poll('');
      expect(fresh.statusCode).toBe(200);
      expect(Buffer.byteLength(fresh.body ?? '')).toBeLessThan(200);
      expect(sent).toEqual([accountRead]);
    } finally {
      db().middlewareStack.remove('countRequests');
    }
  });
});

/**
 * Doing what a notification asks marks it read for every administrator (issue 16, defect 6):
 * approving the client of a 'Nouveau client à valider', reading or answering the order chat (or
 * the support thread) of a 'Nouveau message client'. The unread count of the change feed moves with them.
 */
const unreadOf = async (token: string) => (await changes(token)).unread_notifications as number;
const chatPath = (orderId: string) => `/api/orders/${orderId}/chat`;
const say = async (token: string, orderId: string, message: string) =>
  expect((await call('POST', chatPath(orderId), { token, body: { message } })).status).toBe(201);

describe('notifications done by acting on their subject', () => {
  it('approving a client marks its registration read for every administrator', async () => {
    const client = await newClient({ approve: false });
    const registrationOf = async (token: string) =>
      (await notifications(token)).find((n) => n.type === 'client_registration' && n.user_email === client.email);
    expect(await registrationOf(admin)).toMatchObject({ read: false });
    const before = await Promise.all([unreadOf(admin), unreadOf(secondAdmin)]);

    const approved = await call('PUT', `/api/admin/users/${client.id}/status`, { token: admin, body: form({ status: 'approved' }) });
    expect(approved.status).toBe(200);

    for (const [i, token] of [admin, secondAdmin].entries()) {
      expect(await registrationOf(token)).toMatchObject({ read: true });
      expect(await unreadOf(token)).toBe(before[i]! - 1);
    }
    // Another status change later finds nothing left to mark.
    await call('PUT', `/api/admin/users/${client.id}/status`, { token: admin, body: form({ status: 'disabled' }) });
    expect(await unreadOf(admin)).toBe(before[0]! - 1);
  });

  it('reading the order chat, then answering it, marks its client messages read', async () => {
    const client = await newClient();
    const { order } = await createOrder(client.token);
    const messagesOf = async (token: string) =>
      (await notifications(token)).filter((n) => n.type === 'client_message' && n.order_id === order.id);

    await say(client.token, order.id, 'Bonjour, une question sur le fichier');
    await say(client.token, order.id, 'Et une deuxième');
    expect((await messagesOf(admin)).map((n) => n.read)).toEqual([false, false]);
    const before = await Promise.all([unreadOf(admin), unreadOf(secondAdmin)]);

    // The client reading its own chat changes nothing for the administrators.
    expect((await call('GET', chatPath(order.id), { token: client.token })).status).toBe(200);
    expect(await unreadOf(admin)).toBe(before[0]);

    expect((await call('GET', chatPath(order.id), { token: admin })).status).toBe(200);
    for (const [i, token] of [admin, secondAdmin].entries()) {
      expect((await messagesOf(token)).map((n) => n.read)).toEqual([true, true]);
      expect(await unreadOf(token)).toBe(before[i]! - 2);
    }

    // A new message, answered without reading the chat first: read too.
    await say(client.token, order.id, 'Une troisième');
    expect((await messagesOf(secondAdmin)).filter((n) => !n.read)).toHaveLength(1);
    await say(secondAdmin, order.id, 'Réponse de l’équipe');
    for (const [i, token] of [admin, secondAdmin].entries()) {
      expect((await messagesOf(token)).every((n) => n.read)).toBe(true);
      expect(await unreadOf(token)).toBe(before[i]! - 2);
    }
  });
});

describe('support chat notifications', () => {
  it('reading a client’s thread marks its client messages read for every administrator', async () => {
    const client = await newClient();
    expect((await call('POST', '/api/client/chat', { token: client.token, body: { content: 'Bonjour, un souci de connexion' } })).status).toBe(201);
    const messagesOf = async (token: string) =>
      (await notifications(token)).filter((n) => n.type === 'client_message' && n.user_email === client.email && n.order_id === null);
    expect((await messagesOf(secondAdmin)).map((n) => n.read)).toEqual([false]);
    expect((await call('GET', `/api/admin/messages?client_id=${client.id}`, { token: admin })).status).toBe(200);
    for (const token of [admin, secondAdmin]) expect((await messagesOf(token)).map((n) => n.read)).toEqual([true]);
  });
});
