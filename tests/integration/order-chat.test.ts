import { beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_BAD_EXTENSION,
  MAX_CHAT_ATTACHMENT_BYTES,
  MESSAGE_OR_FILE_REQUIRED,
} from '@app/shared/order-chat/schemas';
import { asAdmin, call, form, newAdmin, newClient } from './api';
import { useFunctionsEnv } from './functions-env';
import { blob, bytes, createOrder, listKeys, presignedUpload, type Bytes } from './orders-fixtures';

/**
 * The order chat: text and/or one attachment, only for the order's client and administrators,
 * unread counted per reader, recipients told through notifications and the change feed.
 */
let admin: string;
let secondAdmin: string;
beforeAll(async () => {
  useFunctionsEnv();
  admin = await asAdmin();
  secondAdmin = await newAdmin();
});

type Message = {
  id: string;
  order_id: string;
  sender_role: string;
  sender_name: string;
  message: string;
  attachment_filename: string | null;
  attachment_description: string | null;
  detail?: string;
};

const chatPath = (orderId: string) => `/api/orders/${orderId}/chat`;

async function post(token: string, orderId: string, body: Record<string, unknown> | FormData) {
  return call<Message>('POST', chatPath(orderId), { token, body });
}
async function say(token: string, orderId: string, message: string): Promise<Message> {
  const res = await post(token, orderId, { message });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
async function list(token: string, orderId: string, query = ''): Promise<Message[]> {
  const res = await call<Message[]>('GET', `${chatPath(orderId)}${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
async function unread(token: string, orderId: string): Promise<number> {
  const res = await call('GET', `${chatPath(orderId)}/unread-count`, { token });
  expect(res.status).toBe(200);
  return res.body.unread_count;
}
const messagesVersion = async (token: string) => (await call('GET', '/api/changes', { token })).body.messages_version as number;
const notifications = async (token: string) =>
  (await call('GET', '/api/notifications?limit=50', { token })).body as { type: string; title: string; order_id: string | null }[];

async function fetchAttachment(token: string, orderId: string, messageId: string): Promise<Bytes> {
  const res = await call('GET', `${chatPath(orderId)}/${messageId}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(302);
  const file = await fetch(res.headers.get('location')!);
  expect(file.status).toBe(200);
  return new Uint8Array(await file.arrayBuffer());
}

describe('posting order chat messages', () => {
  it('takes text only, a file only (multipart), or both with a description', async () => {
    const client = await newClient();
    const { order } = await createOrder(client.token);

    const text = await say(client.token, order.id, '  Bonjour, le véhicule cale à froid.  ');
    expect(text).toMatchObject({
      order_id: order.id,
      sender_role: 'client',
      sender_name: `${client.input.first_name} ${client.input.last_name}`,
      message: 'Bonjour, le véhicule cale à froid.',
      attachment_filename: null,
      attachment_description: null,
    });

    const photo = bytes(2048);
    const fileOnly = await post(client.token, order.id, form({ file: [blob(photo), 'tableau de bord.PNG'] }));
    expect(fileOnly.status, JSON.stringify(fileOnly.body)).toBe(201);
    expect(fileOnly.body).toMatchObject({ message: '', attachment_filename: 'tableau de bord.PNG', attachment_description: null });

    const log = bytes(512);
    const both = await post(admin, order.id, form({ message: 'Voici le log', attachment_description: 'Lecture OBD', file: [blob(log), 'lecture.log'] }));
    expect(both.status, JSON.stringify(both.body)).toBe(201);
    expect(both.body).toMatchObject({ sender_role: 'admin', message: 'Voici le log', attachment_filename: 'lecture.log', attachment_description: 'Lecture OBD' });

    const listed = await list(client.token, order.id);
    expect(listed.map((m) => m.id)).toEqual([text.id, fileOnly.body.id, both.body.id]);
    // The storage key never leaves the server; the files sit in the order's chat folder.
    expect(JSON.stringify(listed)).not.toContain('orders/');
    const stored = await listKeys(`orders/${order.id}/chat/`);
    expect(stored).toHaveLength(2);
    expect(stored.some((key) => key.endsWith('-tableau_de_bord.PNG'))).toBe(true);

    // The download link gives the very bytes, by a 302 or as JSON for the SPA.
    expect(await fetchAttachment(client.token, order.id, fileOnly.body.id)).toEqual(photo);
    expect(await fetchAttachment(admin, order.id, both.body.id)).toEqual(log);
    const json = await call('GET', `${chatPath(order.id)}/${both.body.id}?format=json`, { token: client.token });
    expect(json.status).toBe(200);
    expect(json.body.filename).toBe('lecture.log');
    // A message without a file, or an unknown id, has nothing to download.
    for (const id of [text.id, 'lecture.log', '000000000-00000000-0000-0000-0000-000000000000']) {
      const missing = await call('GET', `${chatPath(order.id)}/${encodeURIComponent(id)}`, { token: client.token });
      expect(missing.status).toBe(404);
      expect(missing.body.detail).toBe('Pièce jointe introuvable');
    }
  });

  it('needs text or a file, and refuses other file types and oversized files', async () => {
    const client = await newClient();
    const { order } = await createOrder(client.token);
    for (const body of [{}, { message: '   ' }, { message: '', attachment_description: 'Sans fichier' }, form({ message: ' ' })]) {
      const res = await post(client.token, order.id, body);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(MESSAGE_OR_FILE_REQUIRED);
    }
    for (const name of ['virus.exe', 'page.html', '.png', 'script.js']) {
      const res = await post(client.token, order.id, form({ message: 'Fichier', file: [blob(bytes(10)), name] }));
      expect(res.status, name).toBe(400);
      expect(res.body.detail).toBe(CHAT_BAD_EXTENSION);
    }
    const tooLong = await post(client.token, order.id, { message: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.detail).toBe('Le message ne doit pas dépasser 2000 caractères');

    // Presigned uploads for the chat: checked by name and declared size before presigning.
    const badUpload = await call('POST', '/api/uploads', { token: client.token, body: { filename: 'x.exe', size: 10, purpose: 'chat' } });
    expect(badUpload.status).toBe(400);
    expect(badUpload.body.detail).toBe(CHAT_BAD_EXTENSION);
    const large = await call('POST', '/api/uploads', {
      token: client.token,
      body: { filename: 'lecture.bin', size: MAX_CHAT_ATTACHMENT_BYTES + 1, purpose: 'chat' },
    });
    expect(large.status).toBe(400);
    expect(large.body.detail).toBe('Le fichier dépasse la taille maximale de 32 Mo');
    // An image is no order file, but it is a chat attachment.
    expect((await call('POST', '/api/uploads', { token: client.token, body: { filename: 'photo.jpg', size: 10, purpose: 'order' } })).status).toBe(400);
    expect((await call('POST', '/api/uploads', { token: client.token, body: { filename: 'photo.jpg', size: 10, purpose: 'chat' } })).status).toBe(200);
    expect(await list(client.token, order.id)).toEqual([]);
  });

  it('registers a presigned upload as the attachment (bytes intact, upload consumed)', async () => {
    const client = await newClient();
    const other = await newClient();
    const { order } = await createOrder(client.token);
    const content = bytes(300_000);
    const ticket = await presignedUpload(client.token, content, 'Lecture Kess.bin', 'chat');
    expect(ticket.max_bytes).toBe(MAX_CHAT_ATTACHMENT_BYTES);

    // Another user's key is not found for the caller.
    const stolen = await post(other.token, (await createOrder(other.token)).order.id, { upload_key: ticket.key, attachment_filename: 'a.bin' });
    expect(stolen.status).toBe(400);

    const res = await post(client.token, order.id, {
      message: 'Lecture complète',
      attachment_description: 'Lecture Kess V2',
      upload_key: ticket.key,
      attachment_filename: 'Lecture Kess.bin',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ attachment_filename: 'Lecture Kess.bin', attachment_description: 'Lecture Kess V2' });
    expect(await fetchAttachment(admin, order.id, res.body.id)).toEqual(content);
    expect(await listKeys(ticket.key)).toEqual([]);
    // The daily purge keeps the chat files of an order that exists, however old.
    const { purgeOrphanOrderFiles } = await import('@app/functions/jobs/purge-orphan-order-files');
    await purgeOrphanOrderFiles({ now: Date.now() + 48 * 3600_000 });
    expect(await listKeys(`orders/${order.id}/chat/`)).toHaveLength(1);
    const again = await post(client.token, order.id, { upload_key: ticket.key });
    expect(again.status).toBe(400);
  });
});

describe('who reaches an order chat', () => {
  it('answers 404 to another client on every chat call, and after the order is deleted', async () => {
    const [owner, stranger] = [await newClient(), await newClient()];
    const { order } = await createOrder(owner.token);
    const withFile = await post(owner.token, order.id, form({ file: [blob(bytes(64)), 'photo.jpg'] }));
    expect(withFile.status).toBe(201);

    const calls = async (token: string) => [
      await call('GET', chatPath(order.id), { token }),
      await call('GET', `${chatPath(order.id)}/unread-count`, { token }),
      await post(token, order.id, { message: 'Je suis curieux' }),
      await call('GET', `${chatPath(order.id)}/${withFile.body.id}`, { token }),
    ];
    for (const res of await calls(stranger.token)) {
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('Commande non trouvée');
    }
    expect((await list(owner.token, order.id)).map((m) => m.message)).toEqual(['']);
    expect(await unread(admin, order.id)).toBe(1);

    const deleted = await call('DELETE', `/api/admin/orders/${order.id}`, { token: admin });
    expect(deleted.status).toBe(200);
    for (const token of [owner.token, admin]) {
      for (const res of await calls(token)) expect(res.status).toBe(404);
    }
    expect(await listKeys(`orders/${order.id}/`)).toEqual([]);
    // Its chat's items went with it.
    const { table } = await import('@app/functions/lib/db/table');
    const left = await table.query({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `ORDERCHAT#${order.id}` } });
    expect(left.Items).toEqual([]);
  });

  it('refuses a pending account', async () => {
    const client = await newClient();
    const pending = await newClient({ approve: false });
    const { order } = await createOrder(client.token);
    const res = await call('GET', chatPath(order.id), { token: pending.token });
    expect(res.status).toBe(403);
  });
});

describe('unread counts, the change feed and notifications', () => {
  it('counts unread per reader: one administrator reads, the other still has unread', async () => {
    const client = await newClient();
    const { order } = await createOrder(client.token);
    await say(client.token, order.id, 'Première question');
    await say(client.token, order.id, 'Deuxième question');
    expect(await unread(admin, order.id)).toBe(2);
    expect(await unread(secondAdmin, order.id)).toBe(2);
    expect(await unread(client.token, order.id)).toBe(0);

    expect(await list(admin, order.id)).toHaveLength(2);
    expect(await unread(admin, order.id)).toBe(0);
    expect(await unread(secondAdmin, order.id)).toBe(2);

    await say(admin, order.id, 'Réponse de l’équipe');
    expect(await unread(client.token, order.id)).toBe(1);
    expect(await unread(admin, order.id)).toBe(0);
    expect(await unread(secondAdmin, order.id)).toBe(2);

    await list(client.token, order.id);
    expect(await unread(client.token, order.id)).toBe(0);
    await say(client.token, order.id, 'Merci');
    expect(await unread(admin, order.id)).toBe(1);
    expect(await unread(secondAdmin, order.id)).toBe(3);
    const counts = await call('GET', `${chatPath(order.id)}/unread-count`, { token: client.token });
    expect(counts.body).toEqual({ unread_count: 0, message_count: 4 });
  });

  it('moves the messages version of the recipients only, and notifies them', async () => {
    const [client, bystander] = [await newClient(), await newClient()];
    const { order } = await createOrder(client.token);
    const before = {
      admin: await messagesVersion(admin),
      second: await messagesVersion(secondAdmin),
      client: await messagesVersion(client.token),
      bystander: await messagesVersion(bystander.token),
    };
    await say(client.token, order.id, 'Le voyant moteur est allumé');
    expect(await messagesVersion(admin)).toBe(before.admin + 1);
    expect(await messagesVersion(secondAdmin)).toBe(before.second + 1);
    expect(await messagesVersion(client.token)).toBe(before.client);
    for (const token of [admin, secondAdmin]) {
      expect((await notifications(token)).find((n) => n.type === 'client_message' && n.order_id === order.id)).toMatchObject({
        title: 'Nouveau message client',
      });
    }

    await say(admin, order.id, 'Pouvez-vous envoyer une lecture ?');
    expect(await messagesVersion(client.token)).toBe(before.client + 1);
    expect(await messagesVersion(admin)).toBe(before.admin + 1);
    expect(await messagesVersion(bystander.token)).toBe(before.bystander);
    const [reply] = await notifications(client.token);
    expect(reply).toMatchObject({ type: 'admin_reply', title: "Nouveau message de l'équipe", order_id: order.id });
    expect(await notifications(bystander.token)).toEqual([]);
    // The client is not told of its own message, the administrators not of the reply.
    expect((await notifications(client.token)).filter((n) => n.type === 'client_message')).toEqual([]);
    expect((await notifications(admin)).filter((n) => n.type === 'admin_reply' && n.order_id === order.id)).toEqual([]);
  });

  it('answers 304 to a poll of an unchanged chat', async () => {
    const client = await newClient();
    const { order } = await createOrder(client.token);
    await say(client.token, order.id, 'Bonjour');
    const first = await call('GET', chatPath(order.id), { token: admin });
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const idle = await call('GET', chatPath(order.id), { token: admin, headers: { 'if-none-match': etag } });
    expect(idle.status).toBe(304);
    await say(client.token, order.id, 'Autre chose');
    const moved = await call('GET', chatPath(order.id), { token: admin, headers: { 'if-none-match': etag } });
    expect(moved.status).toBe(200);
    expect(moved.body).toHaveLength(2);
  });
});

describe('a long chat', () => {
  it('pages from the latest messages to the oldest with a cursor, each page oldest first', async () => {
    const client = await newClient();
    const { order } = await createOrder(client.token);
    const sent: string[] = [];
    for (let i = 1; i <= 105; i++) sent.push((await say(admin, order.id, `Message ${i}`)).id);

    const first = await call<Message[]>('GET', chatPath(order.id), { token: client.token });
    expect(first.body.map((m) => m.id)).toEqual(sent.slice(5));
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const older = await call<Message[]>('GET', `${chatPath(order.id)}?cursor=${cursor}`, { token: client.token });
    expect(older.body.map((m) => m.message)).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
    expect(older.headers.get('x-next-cursor')).toBeNull();

    const small = await call<Message[]>('GET', `${chatPath(order.id)}?limit=10`, { token: client.token });
    expect(small.body.map((m) => m.id)).toEqual(sent.slice(95));
    // Reading the latest page marked all of them seen.
    expect(await unread(client.token, order.id)).toBe(0);

    for (const query of ['?limit=101', '?limit=0', '?cursor=abc']) {
      const res = await call('GET', `${chatPath(order.id)}${query}`, { token: client.token });
      expect(res.status, query).toBe(400);
    }
  });
});
