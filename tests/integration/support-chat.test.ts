import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, call, form, newAdmin, newClient, registration } from './api';

/**
 * The support chat: each client's thread with the administration and the global messages; unread
 * counts per reader kept on the account item (GET /api/messages/count, GET /api/changes) and per
 * administrator and thread; notifications written with each message.
 */
type Message = { id: string; sender_role: string; sender_name: string; content: string; created_at: string; target_client_id: string | null };
type Client = Awaited<ReturnType<typeof newClient>>;

let admin: string;
let secondAdmin: string;
beforeAll(async () => {
  admin = await asAdmin();
  secondAdmin = await newAdmin({ first_name: 'Claire', last_name: 'Martin' });
});

const count = async (token: string) => {
  const res = await call('GET', '/api/messages/count', { token });
  expect(res.status).toBe(200);
  return res.body.count as number;
};
const feed = async (token: string) => (await call('GET', '/api/changes', { token })).body as { messages_version: number; unread_messages: number };
const clientChat = async (client: Client, query = '') => {
  const res = await call<Message[]>('GET', `/api/client/chat${query}`, { token: client.token });
  expect(res.status).toBe(200);
  return res;
};
const adminChat = async (token: string, query = '') => {
  const res = await call<Message[]>('GET', `/api/admin/messages${query}`, { token });
  expect(res.status).toBe(200);
  return res;
};
const send = (client: Client, content: unknown) => call<Message>('POST', '/api/client/chat', { token: client.token, body: { content } });
const reply = (token: string, body: Record<string, unknown>) => call<Message & { detail?: string }>('POST', '/api/admin/messages', { token, body });
const unreadFor = async (token: string, clientId: string) =>
  ((await call('GET', '/api/admin/messages/unread', { token })).body as { client_id: string; unread: number }[]).find((t) => t.client_id === clientId)?.unread ?? 0;
const notifications = async (token: string) =>
  (await call('GET', '/api/notifications?limit=50', { token })).body as { type: string; title: string; message: string; user_email: string | null }[];

describe('sending', () => {
  it('refuses an empty, blank or too long message, and a message from a client to another thread', async () => {
    const client = await newClient();
    for (const content of [undefined, '', '   \n\t ', 42]) {
      const res = await send(client, content);
      expect(res.status).toBe(400);
      expect(typeof res.body).toBe('object');
    }
    expect((await send(client, '  ')).body).toEqual({ detail: 'Le message ne peut pas être vide' });
    expect((await send(client, 'x'.repeat(5001))).body).toEqual({ detail: 'Le message ne doit pas dépasser 5000 caractères' });
    expect((await reply(admin, { content: ' ' })).status).toBe(400);
    // A client cannot reach the administrators' calls (another thread, a global message).
    expect((await reply(client.token, { content: 'Bonjour', target_client_id: client.id })).status).toBe(403);
    expect((await call('GET', `/api/admin/messages?client_id=${client.id}`, { token: client.token })).status).toBe(403);
    // Nothing was written.
    expect((await clientChat(client)).body.filter((m) => m.target_client_id !== 'all')).toEqual([]);
  });

  it('keeps the message trimmed, with its sender', async () => {
    const client = await newClient({ overrides: { first_name: 'Paul', last_name: 'Durand' } });
    const res = await send(client, '  Bonjour,\nune question  ');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ sender_role: 'client', sender_name: 'Paul Durand', content: 'Bonjour,\nune question', target_client_id: null });
    expect((await clientChat(client)).body.at(-1)).toEqual(res.body);
  });
});

describe('unread counts and the change feed', () => {
  it('a client message counts for every administrator until each reads the thread', async () => {
    const client = await newClient({ overrides: { company_name: 'Garage du Lac' } });
    const [before1, before2] = [await feed(admin), await feed(secondAdmin)];
    expect((await send(client, 'Premier message')).status).toBe(201);
    expect((await send(client, 'Second message')).status).toBe(201);
    for (const [token, before] of [[admin, before1], [secondAdmin, before2]] as const) {
      const after = await feed(token);
      expect(after.messages_version).toBeGreaterThan(before.messages_version);
      expect(after.unread_messages - before.unread_messages).toBe(2);
      expect(await count(token)).toBe(after.unread_messages);
      expect(await unreadFor(token, client.id)).toBe(2);
    }
    const waiting = (await call('GET', '/api/admin/messages/unread', { token: admin })).body.find((t: { client_id: string }) => t.client_id === client.id);
    expect(waiting).toMatchObject({ client_name: 'Jean Dupont', company_name: 'Garage du Lac', unread: 2 });

    // The first administrator reads the thread: its count drops by the thread's unread, the other's stays.
    const countBefore = await count(admin);
    const thread = await adminChat(admin, `?client_id=${client.id}`);
    expect(thread.body.filter((m) => m.sender_role === 'client').map((m) => m.content)).toEqual(['Premier message', 'Second message']);
    expect(await count(admin)).toBe(countBefore - 2);
    expect(await unreadFor(admin, client.id)).toBe(0);
    expect(await unreadFor(secondAdmin, client.id)).toBe(2);
    // Reading again changes nothing.
    await adminChat(admin, `?client_id=${client.id}`);
    expect(await count(admin)).toBe(countBefore - 2);
  });

  it('an answer reaches only its client, which counts it until it reads its thread', async () => {
    const [client, other] = [await newClient(), await newClient()];
    const [before, otherBefore] = [await feed(client.token), await feed(other.token)];
    const secondBefore = await feed(secondAdmin);
    const res = await reply(admin, { content: 'Votre fichier est en cours', target_client_id: client.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ sender_role: 'admin', target_client_id: client.id, content: 'Votre fichier est en cours' });

    const after = await feed(client.token);
    expect(after.messages_version).toBeGreaterThan(before.messages_version);
    expect(after.unread_messages).toBe(1);
    expect(await count(client.token)).toBe(1);
    expect(await feed(other.token)).toEqual(expect.objectContaining({ messages_version: otherBefore.messages_version, unread_messages: 0 }));
    // The other administrator's open chat refreshes, without an unread message.
    const second = await feed(secondAdmin);
    expect(second.messages_version).toBeGreaterThan(secondBefore.messages_version);
    expect(second.unread_messages).toBe(secondBefore.unread_messages);

    expect((await clientChat(client)).body.map((m) => m.id)).toContain(res.body.id);
    expect(await count(client.token)).toBe(0);
    expect((await clientChat(other)).body.map((m) => m.id)).not.toContain(res.body.id);
  });
});

describe('privacy and targets', () => {
  it('a client never sees another client’s thread', async () => {
    const [a, b] = [await newClient(), await newClient()];
    await send(a, 'Message de A');
    await send(b, 'Message de B');
    await reply(admin, { content: 'Réponse à B', target_client_id: b.id });
    const seenByA = (await clientChat(a)).body.map((m) => m.content);
    expect(seenByA).toContain('Message de A');
    expect(seenByA).not.toContain('Message de B');
    expect(seenByA).not.toContain('Réponse à B');
    // The thread is the caller's: a client_id in the query changes nothing.
    const asked = (await clientChat(a, `?client_id=${b.id}`)).body.map((m) => m.content);
    expect(asked).not.toContain('Message de B');
    // The administrator sees each thread apart.
    const threadB = (await adminChat(admin, `?client_id=${b.id}`)).body.map((m) => m.content);
    expect(threadB).toEqual(expect.arrayContaining(['Message de B', 'Réponse à B']));
    expect(threadB).not.toContain('Message de A');
  });

  it('refuses a target that is not an approved client', async () => {
    const pending = await call('POST', '/api/auth/register', { body: registration() });
    const refused = await reply(admin, { content: 'Bonjour', target_client_id: pending.body.id });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe("Ce client n'est pas actif\u202f: il ne peut pas recevoir de message");

    const disabled = await newClient();
    await call('PUT', `/api/admin/users/${disabled.id}/status`, { token: admin, body: form({ status: 'disabled' }) });
    expect((await reply(admin, { content: 'Bonjour', target_client_id: disabled.id })).status).toBe(400);

    for (const target of ['inconnu', 'x'.repeat(150)]) {
      expect((await reply(admin, { content: 'Bonjour', target_client_id: target })).status).toBe(target.length > 100 ? 400 : 404);
    }
    const me = (await call('GET', '/api/auth/me', { token: secondAdmin })).body;
    expect((await reply(admin, { content: 'Bonjour', target_client_id: me.id })).body).toEqual({ detail: 'Client introuvable' });
    expect((await call('GET', '/api/admin/messages?client_id=inconnu', { token: admin })).status).toBe(404);
  });
});

describe('global messages', () => {
  it('are seen by every client, counted and notified to each', async () => {
    const [a, b] = [await newClient(), await newClient()];
    const res = await reply(admin, { content: 'Fermeture exceptionnelle vendredi' });
    expect(res.status).toBe(201);
    expect(res.body.target_client_id).toBe('all');
    for (const client of [a, b]) {
      expect(await count(client.token)).toBe(1);
      expect((await clientChat(client)).body.map((m) => m.id)).toContain(res.body.id);
      expect((await notifications(client.token)).find((n) => n.type === 'admin_reply')).toMatchObject({
        title: "Message de l'équipe à tous les clients",
        message: 'Fermeture exceptionnelle vendredi',
      });
    }
    // 'all' names the same thread; the global list holds no client's own message.
    const withAll = await reply(admin, { content: 'Rappel', target_client_id: 'all' });
    const global = (await adminChat(admin, '?client_id=all')).body;
    expect(global.map((m) => m.id)).toEqual(expect.arrayContaining([res.body.id, withAll.body.id]));
    expect(global.every((m) => m.target_client_id === 'all')).toBe(true);
    expect((await adminChat(admin)).body.map((m) => m.id)).toContain(withAll.body.id);
  });
});

describe('notifications', () => {
  it('client_message to each administrator, admin_reply to the client only', async () => {
    const client = await newClient({ overrides: { first_name: 'Luc', last_name: 'Bernard', company_name: 'Auto Luc' } });
    const other = await newClient();
    await send(client, 'Besoin d’aide sur ma commande');
    for (const token of [admin, secondAdmin]) {
      expect((await notifications(token)).find((n) => n.type === 'client_message' && n.user_email === client.email)).toMatchObject({
        title: 'Nouveau message client',
        message: 'Luc Bernard (Auto Luc)\u202f: Besoin d’aide sur ma commande',
      });
    }
    expect((await notifications(client.token)).filter((n) => n.type === 'client_message')).toEqual([]);
    await reply(admin, { content: 'Nous regardons', target_client_id: client.id });
    const told = (await notifications(client.token)).filter((n) => n.type === 'admin_reply' && n.title === "Nouveau message de l'équipe");
    expect(told).toHaveLength(1);
    expect(told[0]?.message).toContain('Nous regardons');
    expect((await notifications(other.token)).filter((n) => n.title === "Nouveau message de l'équipe")).toEqual([]);
    expect((await notifications(admin)).filter((n) => n.type === 'admin_reply')).toEqual([]);
  });
});

describe('paging', () => {
  it('answers the latest page in time order, older pages through X-Next-Cursor', async () => {
    const client = await newClient();
    for (let i = 1; i <= 7; i++) expect((await send(client, `Message ${i}`)).status).toBe(201);
    const own = (messages: Message[]) => messages.filter((m) => m.target_client_id !== 'all').map((m) => m.content);

    // The administrator's view of the thread holds no global message between these: page it in threes.
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?client_id=${client.id}&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = await adminChat(admin, query);
      const times = page.body.map((m) => m.created_at);
      expect([...times].sort()).toEqual(times);
      seen.unshift(...own(page.body));
      cursor = page.headers.get('x-next-cursor');
      pages++;
    } while (cursor && seen.length < 7);
    expect(seen.slice(-7)).toEqual(Array.from({ length: 7 }, (_, i) => `Message ${i + 1}`));
    expect(pages).toBeGreaterThanOrEqual(3);

    const first = await clientChat(client, '?limit=2');
    expect(first.body).toHaveLength(2);
    expect(first.headers.get('x-next-cursor')).toBeTruthy();
    expect((await call('GET', '/api/client/chat?cursor=nimportequoi', { token: client.token })).status).toBe(400);
    expect((await call('GET', '/api/client/chat?limit=101', { token: client.token })).status).toBe(400);
  });
});
