import { describe, expect, it } from 'vitest';
import { asAdmin, call, newClient } from './api';
import { createOrder } from './orders-fixtures';

/** What a curious caller sees when it decodes a cursor as base64. */
const decoded = (cursor: string) => Buffer.from(cursor, 'base64url').toString('latin1');
/** The key names and values the old cursors showed (quoted: a chance match in random bytes is out of reach). */
const KEY_NAMES = /"pk"|"sk"|"gsi|USERS#|ORDER#|CLIENT#|MSG#/;

function tampered(cursor: string): string {
  const bytes = Buffer.from(cursor, 'base64url');
  bytes[Math.floor(bytes.length / 2)]! ^= 1;
  return bytes.toString('base64url');
}

describe('list cursors are sealed', () => {
  it('a users page cursor shows no key name, walks on, and is refused tampered or on another list', async () => {
    const admin = await asAdmin();
    await newClient();
    await newClient();
    const first = await call('GET', '/api/admin/users?role=client&limit=1', { token: admin });
    expect(first.status).toBe(200);
    const cursor = first.headers.get('x-next-cursor')!;
    expect(cursor).toBeTruthy();
    expect(decoded(cursor)).not.toMatch(KEY_NAMES);
    expect(() => JSON.parse(decoded(cursor))).toThrow();

    const next = await call('GET', `/api/admin/users?role=client&limit=1&cursor=${cursor}`, { token: admin });
    expect(next.status).toBe(200);
    expect(next.body[0].id).not.toBe(first.body[0].id);

    for (const bad of [tampered(cursor), cursor.slice(0, -4), Buffer.from('["start"]').toString('base64url')]) {
      const res = await call('GET', `/api/admin/users?role=client&limit=1&cursor=${bad}`, { token: admin });
      expect(res).toMatchObject({ status: 400, body: { detail: 'Curseur invalide' } });
    }
    const otherList = await call('GET', `/api/admin/users?role=admin&limit=1&cursor=${cursor}`, { token: admin });
    expect(otherList).toMatchObject({ status: 400, body: { detail: 'Curseur invalide' } });
  });

  it('an order list cursor and an order chat cursor are sealed to their own list too', async () => {
    const client = await newClient();
    const admin = await asAdmin();
    const { order } = await createOrder(client.token);
    const { order: other } = await createOrder(client.token);

    const orders = await call('GET', '/api/orders?limit=1', { token: client.token });
    const ordersCursor = orders.headers.get('x-next-cursor')!;
    expect(decoded(ordersCursor)).not.toMatch(KEY_NAMES);
    expect((await call('GET', `/api/orders?limit=1&cursor=${ordersCursor}`, { token: client.token })).status).toBe(200);
    expect((await call('GET', `/api/orders?limit=1&cursor=${tampered(ordersCursor)}`, { token: client.token })).status).toBe(400);

    for (const text of ['Un', 'Deux']) {
      expect((await call('POST', `/api/orders/${order.id}/chat`, { token: admin, body: { message: text } })).status).toBe(201);
    }
    const chat = await call('GET', `/api/orders/${order.id}/chat?limit=1`, { token: client.token });
    const chatCursor = chat.headers.get('x-next-cursor')!;
    expect(chatCursor).toBeTruthy();
    expect(decoded(chatCursor)).not.toMatch(KEY_NAMES);
    const older = await call('GET', `/api/orders/${order.id}/chat?limit=1&cursor=${chatCursor}`, { token: client.token });
    expect(older.body.map((m: { message: string }) => m.message)).toEqual(['Un']);
    for (const [orderId, cursor] of [[other.id, chatCursor], [order.id, tampered(chatCursor)]] as const) {
      const res = await call('GET', `/api/orders/${orderId}/chat?limit=1&cursor=${cursor}`, { token: client.token });
      expect(res).toMatchObject({ status: 400, body: { detail: 'Curseur invalide' } });
    }
  });
});
