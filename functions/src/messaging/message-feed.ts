import type { TransactionItem } from '../lib/db/transaction';
import { notificationWrites, type NotificationEvent } from '../notifications/notify';
import { feedCountersItem, type FeedCounter } from '../users/user-record';

/** What a new message adds on a recipient's account item. */
const feedAdd = (unreadDelta: number): Partial<Record<FeedCounter, number>> =>
  unreadDelta === 0 ? { messages_version: 1 } : { messages_version: 1, unread_messages: unreadDelta };

/**
 * The change-feed writes of a new chat message (order chat or support chat), to put in the same
 * transaction as the message: each recipient's `messages_version` moves, so its open chats and
 * unread counts are fetched again on its next poll of GET /api/changes. `unreadDelta` moves
 * `unread_messages` (the support-chat unread count of GET /api/messages/count) as well; the order
 * chat keeps its unread counts per order and passes 0.
 *
 * Unconditional upsert, like notificationWrites: a recipient deleted a moment before never refuses
 * the message.
 */
export function messageFeedWrites(recipientIds: readonly string[], unreadDelta = 0): TransactionItem[] {
  const add = feedAdd(unreadDelta);
  return recipientIds.map((recipientId) => feedCountersItem(recipientId, add, { upsert: true }));
}

/**
 * messageFeedWrites and the recipients' notifications of the message together: a transaction may
 * update an item only once, so each recipient's account item gets ONE update moving both its
 * notification counters and its message counters.
 */
export function messageNoticeWrites(
  recipientIds: readonly string[],
  event: NotificationEvent,
  unreadDelta = 0,
  now = new Date(),
): TransactionItem[] {
  return notificationWrites(recipientIds, event, now, feedAdd(unreadDelta));
}
