import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, call, newClient } from './api';
import { useFunctionsEnv } from './functions-env';
import { unique } from './orders-fixtures';

/**
 * A global message to more approved clients than one transaction holds (100 items, two per
 * client): every client is told and counts it, each with its notification and its counters
 * written together (decision 009).
 */
const MANY = 150;

let admin: string;
beforeAll(async () => {
  useFunctionsEnv();
  admin = await asAdmin();
});

describe('a global message to many clients', () => {
  it('notifies every approved client once, across several transactions, and no pending client', async () => {
    // Accounts written through the same repository as registration (and counted as it counts
    // them), without hashing a password each.
    const { createUser, getUser } = await import('@app/functions/users/user-repository');
    const { accountCountersMove } = await import('@app/functions/order-data/counters/account-counters');
    const account = (status: 'approved' | 'pending') =>
      createUser({
        email: `${unique('fan-out').replace(' ', '-')}@garage.test`,
        first_name: 'Paul',
        last_name: 'Martin',
        company_name: 'Garage Martin',
        phone: '',
        address: '',
        password_hash: 'unused',
        role: 'client',
        status,
      }, (user) => accountCountersMove(undefined, user));
    const approved = [];
    for (let i = 0; i < MANY; i += 10) approved.push(...(await Promise.all(Array.from({ length: 10 }, () => account('approved')))));
    const pending = await account('pending');
    const reader = await newClient();

    const content = unique('Fermeture annuelle');
    const sent = await call('POST', '/api/admin/messages', { token: admin, body: { content } });
    expect(sent.status).toBe(201);

    for (const { id } of [...approved, { id: reader.id }]) {
      const after = await getUser(id);
      expect(after, id).toMatchObject({ unread_messages: 1, messages_version: 1, unread_notifications: 1, notifications_version: 1 });
    }
    expect(await getUser(pending.id)).toMatchObject({ unread_messages: 0, unread_notifications: 0 });

    // What a client reads: the message in its thread, its count and its bell.
    expect((await call('GET', '/api/messages/count', { token: reader.token })).body).toEqual({ count: 1 });
    const [told] = (await call('GET', '/api/notifications', { token: reader.token })).body as { type: string; message: string }[];
    expect(told).toMatchObject({ type: 'admin_reply', message: content });
    const thread = (await call('GET', '/api/client/chat', { token: reader.token })).body as { content: string }[];
    // Global messages are shown to every client, also those sent by earlier test files: ours is the newest.
    expect(thread.at(-1)?.content).toBe(content);
  }, 120_000);
});
