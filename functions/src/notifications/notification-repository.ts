import { keys, notificationSubjectPartition } from '../lib/db/keys';
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


/**
 * Marks one unread notification read (and out of the subject index) with its recipient's unread
 * count in the same transaction, once: false when it was read already, or it or its recipient
 * is gone.
 */
export async function markOneRead(recipientId: string, id: string): Promise<boolean> {
  const read = notificationEntity.updateItem(
    notificationEntity.key(recipientId, id),
    {
      set: { read: true },
      remove: ['gsi2pk', 'gsi2sk'],
      condition: { expression: '#read = :unread', names: { '#read': 'read' }, values: { ':unread': false } },
    },
    () => false,
  );
  // The caller's account item moves: fewer unread, a new notifications version.
  const feed = feedCountersItem(recipientId, { unread_notifications: -1, notifications_version: 1 }, { onConditionFailed: () => false });
  return (await transact([read, feed])) === WRITTEN;
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
