import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, call, form, newAdmin, newClient } from './api';
import { useFunctionsEnv } from './functions-env';
import { createOrder } from './orders-fixtures';

/**
 * Doing what a notification asks marks it read for every administrator (issue 16, defect 6):
 * approving the client of a 'Nouveau client à valider', reading or answering the order chat of
 * a 'Nouveau message client'. The unread count of the change feed moves with them.
 */
let admin: string;
let secondAdmin: string;
beforeAll(async () => {
  useFunctionsEnv();
  admin = await asAdmin();
  secondAdmin = await newAdmin();
});

type Listed = { type: string; order_id: string | null; user_email: string | null; read: boolean };

const notifications = async (token: string): Promise<Listed[]> => (await call('GET', '/api/notifications?limit=50', { token })).body;
const unreadCount = async (token: string): Promise<number> => (await call('GET', '/api/changes', { token })).body.unread_notifications;
const chatPath = (orderId: string) => `/api/orders/${orderId}/chat`;
const say = async (token: string, orderId: string, message: string) =>
  expect((await call('POST', chatPath(orderId), { token, body: { message } })).status).toBe(201);

describe('notifications done by acting on their subject', () => {
  it('approving a client marks its registration read for every administrator', async () => {
    const client = await newClient({ approve: false });
    const registrationOf = async (token: string) =>
      (await notifications(token)).find((n) => n.type === 'client_registration' && n.user_email === client.email);
    expect(await registrationOf(admin)).toMatchObject({ read: false });
    const before = await Promise.all([unreadCount(admin), unreadCount(secondAdmin)]);

    const approved = await call('PUT', `/api/admin/users/${client.id}/status`, { token: admin, body: form({ status: 'approved' }) });
    expect(approved.status).toBe(200);

    for (const [i, token] of [admin, secondAdmin].entries()) {
      expect(await registrationOf(token)).toMatchObject({ read: true });
      expect(await unreadCount(token)).toBe(before[i]! - 1);
    }
    // Another status change later finds nothing left to mark.
    await call('PUT', `/api/admin/users/${client.id}/status`, { token: admin, body: form({ status: 'disabled' }) });
    expect(await unreadCount(admin)).toBe(before[0]! - 1);
  });

  it('reading the order chat, then answering it, marks its client messages read', async () => {
    const client = await newClient();
    const { order } = await createOrder(client.token);
    const messagesOf = async (token: string) =>
      (await notifications(token)).filter((n) => n.type === 'client_message' && n.order_id === order.id);

    await say(client.token, order.id, 'Bonjour, une question sur le fichier');
    await say(client.token, order.id, 'Et une deuxième');
    expect((await messagesOf(admin)).map((n) => n.read)).toEqual([false, false]);
    const before = await Promise.all([unreadCount(admin), unreadCount(secondAdmin)]);

    // The client reading its own chat changes nothing for the administrators.
    expect((await call('GET', chatPath(order.id), { token: client.token })).status).toBe(200);
    expect(await unreadCount(admin)).toBe(before[0]);

    expect((await call('GET', chatPath(order.id), { token: admin })).status).toBe(200);
    for (const [i, token] of [admin, secondAdmin].entries()) {
      expect((await messagesOf(token)).map((n) => n.read)).toEqual([true, true]);
      expect(await unreadCount(token)).toBe(before[i]! - 2);
    }

    // A new message, answered without reading the chat first: read too.
    await say(client.token, order.id, 'Une troisième');
    expect((await messagesOf(secondAdmin)).filter((n) => !n.read)).toHaveLength(1);
    await say(secondAdmin, order.id, 'Réponse de l’équipe');
    for (const [i, token] of [admin, secondAdmin].entries()) {
      expect((await messagesOf(token)).every((n) => n.read)).toBe(true);
      expect(await unreadCount(token)).toBe(before[i]! - 2);
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
