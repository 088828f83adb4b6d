import { keys, notificationOrderPartition, notificationSubjectPartition } from '../lib/db/keys';
import { keyConditions } from '../lib/db/key-conditions';
import { queryAll, queryFirst } from '../lib/db/query';
import { transact, WRITTEN, type TransactionItem } from '../lib/db/transaction';
import { transactWithGroups, type WriteGroup } from '../lib/db/grouped-transactions';
import { feedCountersItem } from '../users/user-record';
import { notificationEntity, type NotificationRecord } from './notification-record';

export const ownNotifications = (userId: string) => keyConditions.beginsWith(keys.user(userId).pk, keys.notification(userId, '').sk);

/** A user's latest notifications, newest first (one Query). */
export async function latestNotifications(userId: string, limit: number): Promise<NotificationRecord[]> {
  return notificationEntity.parseAll(await queryFirst({ ...ownNotifications(userId), ScanIndexForward: false }, limit));
}

export const getNotification = (userId: string, id: string) => notificationEntity.get(userId, id);


/** One unread notification, read and out of the sparse indexes (subject, order): refused if it was read already. */
const readItem = (recipientId: string, id: string) =>
  notificationEntity.updateItem(
    notificationEntity.key(recipientId, id),
    {
      set: { read: true },
      remove: ['gsi2pk', 'gsi2sk', 'gsi4pk', 'gsi4sk'],
      condition: { expression: '#read = :unread', names: { '#read': 'read' }, values: { ':unread': false } },
    },
    () => false,
  );

/** The recipient's account item moves: `count` fewer unread, a new notifications version (the change feed). */
const unreadDrop = (recipientId: string, count: number) =>
  feedCountersItem(recipientId, { unread_notifications: -count, notifications_version: 1 }, { onConditionFailed: () => false });

/**
 * Marks one unread notification read (and out of the subject index) with its recipient's unread
 * count in the same transaction, once: false when it was read already, or it or its recipient
 * is gone.
 */
export async function markOneRead(recipientId: string, id: string): Promise<boolean> {
  return (await transact([readItem(recipientId, id), unreadDrop(recipientId, 1)])) === WRITTEN;
}

/** Notifications per transaction when marked read together: one item each and the account's counters. */
const READ_PER_TRANSACTION = 99;

/**
 * Marks one recipient's unread notifications read with its unread count in the same write: one
 * transaction for them all (by 99), or, when one was read meanwhile, one each (those read already
 * skipped); how many it marked.
 */
export async function markManyRead(recipientId: string, ids: readonly string[]): Promise<number> {
  let marked = 0;
  for (let i = 0; i < ids.length; i += READ_PER_TRANSACTION) {
    const chunk = ids.slice(i, i + READ_PER_TRANSACTION);
    if (chunk.length > 1 && (await transact([...chunk.map((id) => readItem(recipientId, id)), unreadDrop(recipientId, chunk.length)])) === WRITTEN) {
      marked += chunk.length;
      continue;
    }
    for (const id of chunk) if (await markOneRead(recipientId, id)) marked += 1;
  }
  return marked;
}

/**
 * An order's unread notifications (one Query of the sparse order index, gsi4): one recipient's
 * when `recipientId` is given, else every recipient's.
 */
export async function unreadOfOrder(
  orderId: string,
  recipientId?: string,
): Promise<{ recipientId: string; id: string; type: NotificationRecord['notification_type'] }[]> {
  const partition = notificationOrderPartition(orderId);
  const items = await queryAll({
    ...(recipientId ? keyConditions.beginsWith(partition, `${recipientId}#`, 'gsi4') : keyConditions.partition(partition, 'gsi4')),
    ProjectionExpression: 'recipient_id, id, notification_type',
  });
  return items.map((item) => ({
    recipientId: String(item.recipient_id),
    id: String(item.id),
    type: item.notification_type as NotificationRecord['notification_type'],
  }));
}

/** Who holds an unread notification of `subject`: one Query of the sparse subject index (gsi2). */
export async function unreadOfSubject(subject: string): Promise<{ recipientId: string; id: string }[]> {
  const items = await queryAll({
    ...keyConditions.partition(notificationSubjectPartition(subject), 'gsi2'),
    ProjectionExpression: 'recipient_id, id',
  });
  return items.map((item) => ({ recipientId: String(item.recipient_id), id: String(item.id) }));
}

/**
 * Writes an event (`head`) and its recipients' notification writes (`groups`), as many groups
 * in its transaction as fit (lib/db/grouped-transactions.ts); the head's own refusal, if any.
 */
export const writeEvent = <R>(head: readonly TransactionItem<R>[], groups: readonly WriteGroup[], options: { attempts?: number } = {}) =>
  transactWithGroups(head, groups, options);

/** Notifications per transaction when written once each: one item each and the account's counters. */
const ONCE_PER_TRANSACTION = 99;
const TOLD_ALREADY = 'told' as const;

const onceWrites = (recipientId: string, records: readonly NotificationRecord[]) => [
  ...records.map((record) => notificationEntity.createItem(record, () => TOLD_ALREADY)),
  feedCountersItem(recipientId, { notifications_version: 1, unread_notifications: records.length }, { upsert: true }),
];

/**
 * Writes one recipient's notifications, each only if its id is not there yet, with its unread
 * count: one transaction for them all, or, when one was written already (a retried stream
 * batch), one transaction each, those written already skipped. Ids must come from what they tell.
 */
export async function writeNotificationsOnce(recipientId: string, records: readonly NotificationRecord[]): Promise<void> {
  for (let i = 0; i < records.length; i += ONCE_PER_TRANSACTION) {
    const chunk = records.slice(i, i + ONCE_PER_TRANSACTION);
    if ((await transact(onceWrites(recipientId, chunk))) === WRITTEN) continue;
    for (const record of chunk) await transact(onceWrites(recipientId, [record]));
  }
}
