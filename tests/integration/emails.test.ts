import { beforeAll, describe, expect, it } from 'vitest';
import { drainOutbox } from '@app/functions/email/drain';
import { TEST_ADMIN } from '../support/constants';
import { asAdmin, call, form, newClient, registration } from './api';
import { useFunctionsEnv } from './functions-env';
import { drainAll, mailsTo } from './mailbox';
import { blob, bytes, createOrder, setStatus } from './orders-fixtures';

/**
 * E-mails hang off their events through the outbox (written in the same transaction), are sent
 * by a drain outside the request path to the aws-ses-v2-local emulator, and read back from its
 * store over HTTP.
 */
let admin: string;
beforeAll(async () => {
  useFunctionsEnv();
  admin = await asAdmin();
});

const deliverV1 = (orderId: string) =>
  call('POST', `/api/admin/orders/${orderId}/deliver`, { token: admin, body: form({ version: 'nouvelle', file: [blob(bytes(64)), 'v1.bin'] }) });

describe('mails of events', () => {
  it("sends 'Votre fichier est prêt' to the client after one drain once V1 is delivered", async () => {
    const client = await newClient();
    const { order } = await createOrder(client.token);
    expect((await deliverV1(order.id)).status).toBe(200);
    expect(await mailsTo(client.email, 'Votre fichier est prêt')).toEqual([]); // nothing sent in the call
    await drainAll();
    const [mail, ...more] = await mailsTo(client.email, 'Votre fichier est prêt');
    expect(more).toEqual([]);
    expect(mail?.destination.to).toEqual([client.email]);
    expect(mail?.from).toContain('ProTune');
    expect(mail?.body.text).toContain('La version V1 de votre commande');
    expect(mail?.body.text).toContain('/orders');
    expect(mail?.body.text).toContain('Mon Profil');
    expect(mail?.body.html).toContain('Votre fichier est prêt');
  });

  it('sends it when an order is set termine', async () => {
    const client = await newClient();
    const { order } = await createOrder(client.token);
    await setStatus(order.id, 'termine');
    await drainAll();
    const mails = await mailsTo(client.email, 'Votre fichier est prêt');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body.text).toContain('est terminée');
  });

  it("sends 'Compte validé' once a registered client is approved, not before", async () => {
    const input = registration();
    const created = await call('POST', '/api/auth/register', { body: input });
    expect(created.status).toBe(201);
    await drainAll();
    expect(await mailsTo(input.email)).toEqual([]);
    const approved = await call('PUT', `/api/admin/users/${created.body.id}/status`, { token: admin, body: form({ status: 'approved' }) });
    expect(approved.status).toBe(200);
    // Approving again changes nothing, and sends nothing more.
    await call('PUT', `/api/admin/users/${created.body.id}/status`, { token: admin, body: form({ status: 'approved' }) });
    await drainAll();
    const mails = await mailsTo(input.email);
    expect(mails.map((m) => m.subject)).toEqual(['Compte validé']);
    expect(mails[0]?.body.text).toContain('/login');
  });

  it("sends 'Compte validé' to a client an administrator creates, never to a new administrator", async () => {
    const client = registration();
    const other = registration();
    expect((await call('POST', '/api/admin/users', { token: admin, body: { ...client, role: 'client' } })).status).toBe(201);
    expect((await call('POST', '/api/admin/users', { token: admin, body: { ...other, role: 'admin' } })).status).toBe(201);
    await drainAll();
    expect((await mailsTo(client.email)).map((m) => m.subject)).toEqual(['Compte validé']);
    expect(await mailsTo(other.email)).toEqual([]);
  });
});

describe("'Nouveau message de l'équipe'", () => {
  it('mails a client the answers to it, on its support thread and on an order chat, but not a message to every client', async () => {
    await drainAll();
    const client = await newClient();
    const { order } = await createOrder(client.token);
    expect((await call('POST', '/api/client/chat', { token: client.token, body: { content: 'Une question sur ma facture' } })).status).toBe(201);
    const answer = await call('POST', '/api/admin/messages', { token: admin, body: { content: 'Votre facture est en ligne', target_client_id: client.id } });
    expect(answer.status).toBe(201);
    const onOrder = await call('POST', `/api/orders/${order.id}/chat`, { token: admin, body: { message: 'Merci pour la lecture du calculateur' } });
    expect(onOrder.status).toBe(201);
    // Nothing is sent within the calls: the mails wait in the outbox for the drain.
    expect(await mailsTo(client.email, "Nouveau message de l'équipe")).toEqual([]);
    await drainAll();
    const mails = await mailsTo(client.email, "Nouveau message de l'équipe");
    expect(mails).toHaveLength(2);
    const support = mails.find((mail) => mail.body.text?.includes('Votre facture est en ligne'));
    const chat = mails.find((mail) => mail.body.text?.includes('Merci pour la lecture du calculateur'));
    expect(support?.body.text).toContain('/chat');
    expect(chat?.body.text).toContain('/orders');
    expect(chat?.body.html).toContain("Nouveau message de l&#39;équipe");

    // A message to every client rings each bell but queues no mail.
    const everyone = await call('POST', '/api/admin/messages', { token: admin, body: { content: 'Fermeture le 15 août' } });
    expect(everyone.status).toBe(201);
    const bell = await call('GET', '/api/notifications', { token: client.token });
    expect(bell.body.some((n: { type: string; message: string }) => n.type === 'admin_reply' && n.message === 'Fermeture le 15 août')).toBe(true);
    await drainAll();
    expect(await mailsTo(client.email, "Nouveau message de l'équipe")).toHaveLength(2);
    expect((await mailsTo(client.email)).some((mail) => mail.body.text?.includes('Fermeture le 15 août'))).toBe(false);
    // Administrators get no mail for a client's message (the bell tells them).
    expect(await mailsTo(TEST_ADMIN.email)).toEqual([]);
  });
});

describe('turning e-mails off', () => {
  it('keeps the notification but sends no mail to a client who turned e-mails off, and mails again once on', async () => {
    const client = await newClient();
    expect((await call('GET', '/api/auth/me', { token: client.token })).body.email_notifications).toBe(true);
    const off = await call('PUT', '/api/client/preferences', { token: client.token, body: { email_notifications: false } });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ detail: 'Notifications par e-mail désactivées', email_notifications: false });
    expect((await call('GET', '/api/auth/me', { token: client.token })).body.email_notifications).toBe(false);

    const { order } = await createOrder(client.token);
    expect((await deliverV1(order.id)).status).toBe(200);
    await drainAll();
    const listed = await call('GET', '/api/notifications', { token: client.token });
    expect(listed.body.some((n: { type: string; order_id: string }) => n.type === 'file_ready' && n.order_id === order.id)).toBe(true);
    expect(await mailsTo(client.email, 'Votre fichier est prêt')).toEqual([]);

    const on = await call('PUT', '/api/client/preferences', { token: client.token, body: { email_notifications: true } });
    expect(on.body).toEqual({ detail: 'Notifications par e-mail activées', email_notifications: true });
    await setStatus(order.id, 'termine');
    await drainAll();
    expect(await mailsTo(client.email, 'Votre fichier est prêt')).toHaveLength(1);
  });

  it('refuses a bad body in French, and callers other than an approved client', async () => {
    const client = await newClient();
    const bad = await call('PUT', '/api/client/preferences', { token: client.token, body: { email_notifications: 'non' } });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/notifications par e-mail/);
    const missing = await call('PUT', '/api/client/preferences', { token: client.token, body: {} });
    expect(missing.status).toBe(400);
    expect((await call('PUT', '/api/client/preferences', { token: admin, body: { email_notifications: false } })).status).toBe(403);
    expect((await call('PUT', '/api/client/preferences', { body: { email_notifications: false } })).status).toBe(401);
    const pending = registration();
    await call('POST', '/api/auth/register', { body: pending });
    const login = await call('POST', '/api/auth/login', { body: { email: pending.email, password: pending.password } });
    if (login.status === 200) {
      const res = await call('PUT', '/api/client/preferences', { token: login.body.access_token, body: { email_notifications: false } });
      expect(res.status).toBe(403);
    }
  });
});

describe('delivery guarantees', () => {
  it('keeps the user call fast and successful while SES is down, and sends the mail on a later attempt', async () => {
    await drainAll(); // nothing of earlier tests left due
    const client = await newClient();
    await drainAll(); // its 'Compte validé'
    const { order } = await createOrder(client.token);
    const sesEndpoint = process.env.SES_ENDPOINT;
    process.env.SES_ENDPOINT = 'http://127.0.0.1:9'; // nothing listens there
    try {
      const started = Date.now();
      expect((await deliverV1(order.id)).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(5000);
      const failed = await drainOutbox();
      expect(failed).toMatchObject({ sent: 0, retried: 1 });
    } finally {
      process.env.SES_ENDPOINT = sesEndpoint;
    }
    expect(await mailsTo(client.email, 'Votre fichier est prêt')).toEqual([]);
    // SES is back, but the retry is not due yet: the mail waits (it is not lost, nor sent twice).
    expect(await drainOutbox()).toMatchObject({ sent: 0 });
    const later = await drainOutbox({ now: new Date(Date.now() + 2 * 60_000) });
    expect(later.sent).toBeGreaterThanOrEqual(1);
    expect(await mailsTo(client.email, 'Votre fichier est prêt')).toHaveLength(1);
  });

  it('sends each mail once when two drains run at the same time', async () => {
    await drainAll();
    const clients = [await newClient(), await newClient(), await newClient()];
    for (const client of clients) {
      const { order } = await createOrder(client.token);
      expect((await deliverV1(order.id)).status).toBe(200);
    }
    const [first, second] = await Promise.all([drainOutbox(), drainOutbox()]);
    // Three 'Votre fichier est prêt' and three 'Compte validé', split between the two drains.
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(6);
    for (const client of clients) {
      expect(await mailsTo(client.email, 'Votre fichier est prêt')).toHaveLength(1);
      expect(await mailsTo(client.email, 'Compte validé')).toHaveLength(1);
    }
    expect(await drainOutbox()).toEqual({ sent: 0, skipped: 0, retried: 0, failed: 0 });
  });
});
