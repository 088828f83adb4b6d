import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, call, form, newAdmin, newClient } from './api';
import { eventually } from './eventually';
import { useFunctionsEnv } from './functions-env';
import { blob, bytes, createOrder, download, setStatus } from './orders-fixtures';

/**
 * Issue 37, item 3 (decision 032): acting on an order reads its notifications, with the unread
 * count of the change feed in the same write. A client: opening the order, downloading a
 * version, reading its chat. The administrators: opening the order or moving its status reads
 * every administrator's 'Nouvelle commande', 'Nouvelle demande de SAV' and client messages of it.
 */
let admin: string;
let secondAdmin: string;
beforeAll(async () => {
  useFunctionsEnv();
  admin = await asAdmin();
  secondAdmin = await newAdmin();
});

type Listed = { id: string; type: string; order_id: string | null; read: boolean };

const notifications = async (token: string): Promise<Listed[]> => {
  const res = await call('GET', '/api/notifications?limit=50', { token });
  expect(res.status).toBe(200);
  return res.body;
};
const ofOrder = async (token: string, orderId: string) => (await notifications(token)).filter((n) => n.order_id === orderId);
const unreadOf = async (token: string) => (await call('GET', '/api/changes', { token })).body.unread_notifications as number;
const readFlags = async (token: string, orderId: string) => (await ofOrder(token, orderId)).map((n) => [n.type, n.read]);

const deliver = async (orderId: string) =>
  expect(
    (await call('POST', `/api/admin/orders/${orderId}/deliver`, { token: admin, body: form({ version: 'nouvelle', file: [blob(bytes(64)), 'v1.bin'] }) })).status,
  ).toBe(200);
const say = async (token: string, orderId: string, message: string) =>
  expect((await call('POST', `/api/orders/${orderId}/chat`, { token, body: { message } })).status).toBe(201);

describe("a client's notifications of an order, read by acting on it", () => {
  it('opening the order reads its notifications of that order only, and only its own', async () => {
    const [client, other] = [await newClient(), await newClient()];
    const { order } = await createOrder(client.token);
    const { order: second } = await createOrder(client.token);
    await deliver(order.id);
    await say(admin, order.id, 'Votre fichier est en ligne');
    await deliver(second.id);
    expect(await readFlags(client.token, order.id)).toEqual([
      ['admin_reply', false],
      ['file_ready', false],
    ]);
    expect(await unreadOf(client.token)).toBe(3);

    // Another client's look is a 404 and reads nothing.
    expect((await call('GET', `/api/orders/${order.id}`, { token: other.token })).status).toBe(404);
    expect(await unreadOf(client.token)).toBe(3);

    expect((await call('GET', `/api/orders/${order.id}`, { token: client.token })).status).toBe(200);
    expect(await readFlags(client.token, order.id)).toEqual([
      ['admin_reply', true],
      ['file_ready', true],
    ]);
    expect(await readFlags(client.token, second.id)).toEqual([['file_ready', false]]);
    expect(await unreadOf(client.token)).toBe(1);

    // Opening it again (a poll) finds nothing left: the count stays right.
    expect((await call('GET', `/api/orders/${order.id}`, { token: client.token })).status).toBe(200);
    expect(await unreadOf(client.token)).toBe(1);
  });

  it('downloading a version, or reading the chat, reads that order’s notifications', async () => {
    const client = await newClient();
    const { order } = await createOrder(client.token);
    await deliver(order.id);
    await setStatus(order.id, 'termine');
    expect(await unreadOf(client.token)).toBe(2);

    await download(client.token, order.id, 'v1');
    expect(await readFlags(client.token, order.id)).toEqual([
      ['order_completion', true],
      ['file_ready', true],
    ]);
    expect(await unreadOf(client.token)).toBe(0);

    await say(admin, order.id, 'Une précision sur votre fichier');
    expect(await unreadOf(client.token)).toBe(1);
    expect((await call('GET', `/api/orders/${order.id}/chat`, { token: client.token })).status).toBe(200);
    expect((await ofOrder(client.token, order.id)).every((n) => n.read)).toBe(true);
    expect(await unreadOf(client.token)).toBe(0);
  });
});

describe("the administrators' notifications of an order, read when one of them handles it", () => {
  const tasksOf = async (token: string, orderId: string) =>
    (await ofOrder(token, orderId)).filter((n) => ['new_order', 'sav_request', 'client_message'].includes(n.type));

  it('opening the order reads every administrator’s new order and client messages of it', async () => {
    const client = await newClient();
    const { order } = await createOrder(client.token);
    // 'Nouvelle commande' comes from the table's stream, a moment after the order.
    for (const token of [admin, secondAdmin]) {
      await eventually(async () => (await tasksOf(token, order.id)).some((n) => n.type === 'new_order'), 'new_order told');
    }
    await say(client.token, order.id, 'Bonjour, une question');
    for (const token of [admin, secondAdmin]) expect((await tasksOf(token, order.id)).map((n) => n.read)).toEqual([false, false]);
    const before = await Promise.all([unreadOf(admin), unreadOf(secondAdmin)]);

    expect((await call('GET', `/api/orders/${order.id}`, { token: secondAdmin })).status).toBe(200);
    for (const [i, token] of [admin, secondAdmin].entries()) {
      expect((await tasksOf(token, order.id)).map((n) => n.read)).toEqual([true, true]);
      expect(await unreadOf(token)).toBe(before[i]! - 2);
    }
  });

  it('moving its status reads every administrator’s SAV request, not the client’s notifications', async () => {
    const client = await newClient();
    const { order } = await createOrder(client.token);
    for (const token of [admin, secondAdmin]) {
      await eventually(async () => (await tasksOf(token, order.id)).some((n) => n.type === 'new_order'), 'new_order told');
    }
    await setStatus(order.id, 'termine');
    const sav = await call('POST', `/api/orders/${order.id}/sav-request`, { token: client.token, body: { problem_description: 'Perte de puissance' } });
    expect(sav.status).toBe(200);
    for (const token of [admin, secondAdmin]) {
      expect((await tasksOf(token, order.id)).map((n) => [n.type, n.read])).toEqual([
        ['sav_request', false],
        ['new_order', true],
      ]);
    }
    const before = await Promise.all([unreadOf(admin), unreadOf(secondAdmin), unreadOf(client.token)]);

    expect((await call('PUT', `/api/admin/orders/${order.id}/status`, { token: secondAdmin, body: { status: 'en_cours' } })).status).toBe(200);
    for (const [i, token] of [admin, secondAdmin].entries()) {
      expect((await tasksOf(token, order.id)).every((n) => n.read)).toBe(true);
      expect(await unreadOf(token)).toBe(before[i]! - 1);
    }
    // The client's own 'Votre fichier est prêt' is its to read.
    expect(await unreadOf(client.token)).toBe(before[2]);
    expect((await ofOrder(client.token, order.id)).some((n) => !n.read)).toBe(true);
  });
});
