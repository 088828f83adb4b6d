import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { PUSH_TOPIC_MAX, type PushTopic } from '@app/shared/push/push-message';
import { addRecordTopics, emptyBatchTopics, pushMessageOf } from './stream-topics';

type Plain = Record<string, string | number>;
const image = (item: Plain | undefined): Record<string, AttributeValue> | undefined =>
  item && Object.fromEntries(Object.entries(item).map(([k, v]) => [k, typeof v === 'number' ? { N: String(v) } : { S: v }]));

/** A stream record of the item `pk`/`sk` going from `before` to `after` (undefined: inserted or removed). */
function change(pk: string, sk: string, before?: Plain, after?: Plain): DynamoDBRecord {
  const eventName = !before ? 'INSERT' : !after ? 'REMOVE' : 'MODIFY';
  return { eventName, dynamodb: { Keys: image({ pk, sk }), OldImage: image(before && { pk, sk, ...before }), NewImage: image(after && { pk, sk, ...after }) } };
}

function topicsOf(...records: DynamoDBRecord[]) {
  const batch = emptyBatchTopics();
  for (const record of records) addRecordTopics(batch, record);
  return {
    users: Object.fromEntries([...batch.users].map(([id, topics]) => [id, [...topics]])),
    admins: [...batch.admins],
    chats: [...batch.chats],
  };
}

const ORDER = '0b9d3c1e-4a5f-4c2e-9a61-7f1e2d3c4b5a';

describe('stream records → push topics', () => {
  it("tells an account of its change feed when its notifications or messages version moved, only then", () => {
    expect(topicsOf(change('USER#u1', 'USER', { notifications_version: 3 }, { notifications_version: 4 })).users).toEqual({ u1: ['changes'] });
    expect(topicsOf(change('USER#u1', 'USER', { messages_version: 1 }, { messages_version: 2 })).users).toEqual({ u1: ['changes'] });
    // A failed login, a new password, a profile change: nothing the tab refetches.
    expect(topicsOf(change('USER#u1', 'USER', { notifications_version: 3, failed_attempts: 0 }, { notifications_version: 3, failed_attempts: 1 })).users).toEqual({});
    expect(topicsOf(change('USER#u1', 'NOTIF#n1', undefined, { read: 'false' })).users).toEqual({});
  });

  it("tells a client its credits moved when its credit account's version moved (a pack paid, an order debited), only then", () => {
    expect(topicsOf(change('USER#u1', 'CREDITS', undefined, { version: 1, balance_cents: 11000 })).users).toEqual({ u1: ['credits'] });
    expect(topicsOf(change('USER#u1', 'CREDITS', { version: 1, balance_cents: 11000 }, { version: 2, balance_cents: 1000 })).users).toEqual({ u1: ['credits'] });
    expect(topicsOf(change('USER#u1', 'CREDITS', { version: 2 }, { version: 2 })).users).toEqual({});
    // A movement of the ledger itself is told by its account's write, not once more.
    expect(topicsOf(change('USER#u1', 'CREDITLEDGER#e1', undefined, { amount_cents: 100 })).users).toEqual({});
  });

  it('closes the sockets of an account that lost its approval (disabled, deleted), only then', () => {
    const closed = (...records: DynamoDBRecord[]) => {
      const batch = emptyBatchTopics();
      for (const record of records) addRecordTopics(batch, record);
      return [...batch.closed];
    };
    expect(closed(change('USER#u1', 'USER', { status: 'approved' }, { status: 'disabled' }))).toEqual(['u1']);
    expect(closed(change('USER#u1', 'USER', { status: 'approved' }, undefined))).toEqual(['u1']);
    expect(closed(change('USER#u1', 'USER', { status: 'pending' }, { status: 'approved' }))).toEqual([]);
    expect(closed(change('USER#u1', 'USER', { status: 'approved', failed_attempts: 0 }, { status: 'approved', failed_attempts: 1 }))).toEqual([]);
    // A pending client's socket (decision 035) closes too when it is disabled or deleted.
    expect(closed(change('USER#u1', 'USER', { status: 'pending' }, { status: 'disabled' }))).toEqual(['u1']);
    expect(closed(change('USER#u1', 'USER', { status: 'pending' }, undefined))).toEqual(['u1']);
  });

  it('tells a pending client its status moved when it is approved (its waiting screen opens the portal), only then', () => {
    expect(topicsOf(change('USER#u1', 'USER', { status: 'pending' }, { status: 'approved' })).users).toEqual({ u1: ['account'] });
    expect(topicsOf(change('USER#u1', 'USER', { status: 'disabled' }, { status: 'approved' })).users).toEqual({ u1: ['account'] });
    expect(topicsOf(change('USER#u1', 'USER', { status: 'pending', failed_attempts: 0 }, { status: 'pending', failed_attempts: 1 })).users).toEqual({});
    // A registration is no move of a status.
    expect(topicsOf(change('USER#u1', 'USER', undefined, { status: 'pending' })).users).toEqual({});
    expect(topicsOf(change('USER#u1', 'USER', { status: 'approved' }, { status: 'disabled' })).users).toEqual({});
  });

  it("tells a client of its lists when its counters' list_version moved, and administrators of the shared counters'", () => {
    expect(topicsOf(change('USER#c1', 'COUNTERS', { list_version: 7 }, { list_version: 8 }))).toMatchObject({ users: { c1: ['orders'] }, admins: [] });
    expect(topicsOf(change('USER#c1', 'COUNTERS', { list_version: 8, balance_cents: 0 }, { list_version: 8, balance_cents: 10 })).users).toEqual({});
    for (const sk of ['GLOBAL', 'ORDERS#0', 'ORDERS#7']) {
      expect(topicsOf(change('COUNTERS', sk, { list_version: 1 }, { list_version: 2 }))).toMatchObject({ users: {}, admins: ['orders'] });
    }
    expect(topicsOf(change('COUNTERS', 'UNPAID#2026-11-25', { count: 1 }, { count: 2 })).admins).toEqual([]);
    // The first write of a counters item moves its version from none.
    expect(topicsOf(change('COUNTERS', 'ORDERS#3', undefined, { list_version: 1 })).admins).toEqual(['orders']);
  });

  it('tells the client and the administrators of an order inserted, modified or removed', () => {
    const order = { client_id: 'c1', status: 'en_attente' };
    for (const record of [
      change(`ORDER#${ORDER}`, 'ORDER', undefined, order),
      change(`ORDER#${ORDER}`, 'ORDER', order, { ...order, status: 'termine' }),
      change(`ORDER#${ORDER}`, 'ORDER', order, undefined),
    ]) {
      expect(topicsOf(record)).toMatchObject({ users: { c1: [`order:${ORDER}`] }, admins: [`order:${ORDER}`] });
    }
  });

  it("tells administrators of an order's chat and leaves its client to be found from the order", () => {
    const moved = topicsOf(change(`ORDERCHAT#${ORDER}`, 'CHAT', { client_messages: 1, admin_messages: 0 }, { client_messages: 1, admin_messages: 1 }));
    expect(moved).toEqual({ users: {}, admins: [`chat:${ORDER}`], chats: [ORDER] });
    // A message or a seen marker of the chat's partition is not the chat's counters.
    expect(topicsOf(change(`ORDERCHAT#${ORDER}`, `SEEN#c1`, { seen: 1 }, { seen: 2 })).chats).toEqual([]);
  });

  it('gathers a transaction into one set per recipient, and drops what other items write', () => {
    const moved = topicsOf(
      change(`ORDER#${ORDER}`, 'ORDER', { client_id: 'c1' }, { client_id: 'c1', status: 'termine' }),
      change('USER#c1', 'COUNTERS', { list_version: 1 }, { list_version: 2 }),
      change('COUNTERS', 'GLOBAL', { list_version: 5 }, { list_version: 6 }),
      change('USER#c1', 'USER', { notifications_version: 0 }, { notifications_version: 1 }),
      change('PUSHCONN#abc', 'CONN', undefined, { user_id: 'c1' }),
      change('PUSHTICKET#h', 'TICKET', { user_id: 'c1' }, undefined),
    );
    expect(moved.users).toEqual({ c1: [`order:${ORDER}`, 'orders', 'changes'] });
    expect(moved.admins.sort()).toEqual([`order:${ORDER}`, 'orders']);
  });

  it('drops an order id the protocol does not accept instead of failing the batch', () => {
    expect(topicsOf(change('ORDER#bad id!', 'ORDER', undefined, { client_id: 'c1' }))).toMatchObject({ users: {}, admins: [] });
  });
});

describe('the message of one connection', () => {
  it('lists the topics, and past the maximum asks for the feed and the lists instead', () => {
    expect(JSON.parse(pushMessageOf(new Set<PushTopic>(['orders', `order:${ORDER}`])))).toEqual({ moved: ['orders', `order:${ORDER}`] });
    const many = new Set<PushTopic>(Array.from({ length: PUSH_TOPIC_MAX + 1 }, (_, i): PushTopic => `order:o${i}`));
    expect(JSON.parse(pushMessageOf(many))).toEqual({ moved: ['changes', 'orders'] });
    const exactly = new Set<PushTopic>([...many].slice(0, PUSH_TOPIC_MAX));
    expect(JSON.parse(pushMessageOf(exactly)).moved).toHaveLength(PUSH_TOPIC_MAX);
  });
});
