import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, call, form, login, newClient, registration } from './api';
import { useFunctionsEnv } from './functions-env';
import { blob, bytes, createOrder, setStatus } from './orders-fixtures';

/**
 * Notifications are written in the same transaction as their event, to the right recipients;
 * each account's change feed moves with them and answers from the account item alone.
 */
let admin: string;
let secondAdmin: string;
beforeAll(async () => {
  useFunctionsEnv();
  admin = await asAdmin();
  const other = registration();
  const created = await call('POST', '/api/admin/users', { token: admin, body: { ...other, role: 'admin' } });
  expect(created.status).toBe(201);
  secondAdmin = (await login(other.email, other.password)).access_token;
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
      const list = await notifications(token);
      expect(list.find((n) => n.type === 'client_registration' && n.user_email === client.email)).toMatchObject({ read: false, title: 'Nouveau client à valider' });
      expect(list.find((n) => n.type === 'new_order' && n.order_id === order.id)).toBeTruthy();
      expect(list.find((n) => n.type === 'sav_request' && n.order_id === order.id)).toBeTruthy();
    }
    // The client is told of none of them, but of its finished order.
    const own = await notifications(client.token);
    expect(own.map((n) => n.type)).toEqual(['order_completion']);
    expect(own[0]).toMatchObject({ title: 'Votre fichier est prêt', order_id: order.id });
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

  it('raise a security alert to administrators when an account locks', async () => {
    const client = await newClient();
    for (let i = 0; i < 5; i++) await call('POST', '/api/auth/login', { body: { email: client.email, password: 'Mauvais-mot-2-passe' } });
    const alert = (await notifications(admin)).find((n) => n.type === 'security_alert' && n.user_email === client.email);
    expect(alert?.title).toBe('Sécurité : compte verrouillé');
    expect(await notifications(client.token)).toEqual([]);
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

    // The handler run in this process, its DynamoDB requests counted: authentication's GetItem only.
    const { db } = await import('@app/functions/lib/db/client');
    const { handler } = await import('@app/functions/messaging/index');
    const sent: string[] = [];
    db().middlewareStack.add(
      (next, context) => async (args) => {
        sent.push(String(context.commandName));
        return next(args);
      },
      { step: 'initialize', name: 'countRequests' },
    );
    try {
      const event = {
        version: '2.0',
        routeKey: 'GET /api/changes',
        rawPath: '/api/changes',
        rawQueryString: '',
        headers: { authorization: `Bearer ${client.token}`, 'if-none-match': moved.headers.get('etag') ?? '' },
        requestContext: { http: { method: 'GET', path: '/api/changes' }, requestId: 'count' },
        isBase64Encoded: false,
      } as unknown as APIGatewayProxyEventV2;
      const result = (await handler(event, { awsRequestId: 'count' } as Context)) as { statusCode: number; body?: string };
      expect(result.statusCode).toBe(304);
      expect(result.body ?? '').toBe('');
      expect(sent).toEqual(['GetItemCommand']);
    } finally {
      db().middlewareStack.remove('countRequests');
    }
  });
});
