import * as z from 'zod/mini';
import { defineEntity } from '../lib/db/entity';
import { indexKeys, keys } from '../lib/db/keys';
import { keyConditions } from '../lib/db/key-conditions';
import { queryAll } from '../lib/db/query';
import { table, type Item, type Key } from '../lib/db/table';
import { transact, WRITTEN, type TransactionItem } from '../lib/db/transaction';
import { auditEntity } from '../audit/audit-record';
import { outboxKeys } from '../email/outbox-record';
import { notificationEntity } from '../notifications/notification-record';
import { ownNotifications } from '../notifications/notification-repository';
import { deleteOrderChat } from '../order-data/order-chat-repository';
import { orderEntity, type OrderRecord } from '../order-data/order-record';
import { lookupWrites } from '../order-data/order-lookup-repository';
import { securityLogEntity } from '../security/security-log-record';
import { scrub } from './pseudonymize';

/**
 * The writes of a client's erasure (issue 24), each group of items in its own transaction: the
 * kept records (orders, audit entries, security logs, administrators' notifications) get the
 * pseudonym in place of its personal values; the rest of what is its own is deleted.
 */

/** The last pseudonym number given: one counter, moved by one per erasure. */
const erasureSequenceEntity = defineEntity({
  type: 'erasure_sequence',
  schema: z.object({ last: z.number().check(z.int()) }),
  key: () => keys.erasureSequence(),
  keyOf: () => keys.erasureSequence(),
});

export async function nextPseudonymNumber(): Promise<number> {
  const after = await erasureSequenceEntity.update(erasureSequenceEntity.key(), { set: { type: 'erasure_sequence' }, add: { last: 1 }, upsert: true });
  if (!after) throw new Error('erasure sequence not moved');
  return after.last;
}

/** Kept records are written this many per transaction. */
const GROUP = 25;

async function inGroups(items: readonly TransactionItem[]): Promise<void> {
  for (let i = 0; i < items.length; i += GROUP) await transact(items.slice(i, i + GROUP));
}

export interface Pseudonym {
  userId: string;
  email: string;
  personal: readonly string[];
  name: string;
}

/** The client's orders, every page. */
export const clientOrders = async (userId: string): Promise<OrderRecord[]> =>
  orderEntity.parseAll(await queryAll(keyConditions.partition(indexKeys.clientOrders(userId, '', '').gsi3pk, 'gsi3')));

/** An order with the pseudonym (its files' storage keys kept: the retention job removes the files). */
function pseudonymizedOrder(order: OrderRecord, p: Pseudonym): OrderRecord {
  const after = scrub(order, p.personal, p.name);
  const files = Object.fromEntries(Object.entries(after.files).map(([version, file]) => [version, { ...file, key: order.files[version]?.key ?? file.key }]));
  return { ...after, client_name: p.name, client_company: p.name, files };
}

/**
 * One order pseudonymized with its lookup items, in one transaction conditional on the order as
 * read (read again when it moved meanwhile), and its chat deleted. True when written.
 */
export async function pseudonymizeOrder(order: OrderRecord, p: Pseudonym): Promise<boolean> {
  let seen: OrderRecord | undefined = order;
  for (let attempt = 0; seen && attempt < 3; attempt++) {
    const after = pseudonymizedOrder(seen, p);
    const put: TransactionItem<false> = {
      write: {
        Put: {
          Item: orderEntity.item(after),
          ConditionExpression: 'updated_at = :seen',
          ExpressionAttributeValues: { ':seen': seen.updated_at },
        },
      },
      onConditionFailed: () => false,
    };
    if ((await transact([put, ...lookupWrites(seen, after)])) === WRITTEN) {
      await deleteOrderChat(order.id);
      return true;
    }
    seen = await orderEntity.get(order.id);
  }
  return false;
}

/** The audit entries about the client or made by it, pseudonymized; how many. */
export async function pseudonymizeAudit(p: Pseudonym): Promise<number> {
  const [about, by] = await Promise.all([
    queryAll(keyConditions.partition(indexKeys.auditByClient(p.userId, '', '').gsi4pk, 'gsi4')),
    queryAll(keyConditions.partition(indexKeys.auditByActor(p.userId, '', '').gsi2pk, 'gsi2')),
  ]);
  const entries = new Map(auditEntity.parseAll([...about, ...by]).map((entry) => [entry.id, entry]));
  await inGroups(
    [...entries.values()].map((entry) => {
      const after = scrub(entry, p.personal, p.name);
      return auditEntity.putItem(entry.actor_id === p.userId ? { ...after, actor_name: p.name, address: '' } : after);
    }),
  );
  return entries.size;
}

/** The security log entries of the client's e-mail, pseudonymized (a Query of the log's partition, filtered). */
export async function pseudonymizeSecurityLogs(p: Pseudonym): Promise<number> {
  const items = await queryAll({
    ...keyConditions.partition(keys.securityLog('', '').pk),
    FilterExpression: 'user_email = :email',
    ExpressionAttributeValues: { ...keyConditions.partition(keys.securityLog('', '').pk).ExpressionAttributeValues, ':email': p.email },
  });
  const entries = securityLogEntity.parseAll(items);
  await inGroups(entries.map((entry) => securityLogEntity.putItem({ ...scrub(entry, p.personal, p.name), user_email: p.name })));
  return entries.length;
}

/** The administrators' notifications about the client, pseudonymized (kept: their counters stay right). */
export async function pseudonymizeAdminNotifications(adminIds: readonly string[], p: Pseudonym): Promise<number> {
  let count = 0;
  for (const adminId of adminIds) {
    const own = ownNotifications(adminId);
    const items = await queryAll({ ...own, FilterExpression: 'user_email = :email', ExpressionAttributeValues: { ...own.ExpressionAttributeValues, ':email': p.email } });
    const records = notificationEntity.parseAll(items);
    await inGroups(records.map((n) => notificationEntity.putItem({ ...scrub(n, p.personal, p.name), user_email: null })));
    count += records.length;
  }
  return count;
}

const keyOf = (item: Item): Key => ({ pk: String(item.pk), sk: String(item.sk) });

/** Deletes the items (batches of 25). */
async function deleteItems(items: readonly Item[]): Promise<number> {
  await table.batchDelete(items.map(keyOf));
  return items.length;
}

/** The client's support thread and each administrator's unread count of it. */
export async function deleteSupportThread(userId: string, adminIds: readonly string[]): Promise<number> {
  const thread = await queryAll({ ...keyConditions.partition(keys.supportMessage(userId, '').pk), ProjectionExpression: 'pk, sk' });
  await table.batchDelete(adminIds.map((adminId) => keys.supportUnread(adminId, userId)));
  return deleteItems(thread);
}

/** The mails to the client, sent or not (their words may name its orders). */
export const deleteMails = async (userId: string) =>
  deleteItems(await queryAll({ ...keyConditions.partition(outboxKeys.recipient(userId, '', '').gsi4pk, 'gsi4'), ProjectionExpression: 'pk, sk' }));

/** The client's sessions (refresh-token families). */
export const deleteSessions = async (userId: string) =>
  deleteItems(await queryAll({ ...keyConditions.partition(indexKeys.userSessions(userId, '', '').gsi3pk, 'gsi3'), ProjectionExpression: 'pk, sk' }));

/** What is left beside the deleted account: notifications, discounts, counters, exports. */
export const deleteAccountPartition = async (userId: string) =>
  deleteItems(await queryAll({ ...keyConditions.partition(keys.user(userId).pk), ProjectionExpression: 'pk, sk' }));
