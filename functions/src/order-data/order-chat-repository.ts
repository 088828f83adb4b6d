import { queryAll } from '../lib/db/query';
import { table } from '../lib/db/table';
import { keyConditions } from '../lib/db/key-conditions';
import { transactWithGroups, type WriteGroup } from '../lib/db/grouped-transactions';
import { notFound } from '../lib/errors';
import { ORDER_NOT_FOUND } from './order-access';
import { orderEntity } from './order-record';
import {
  MESSAGE_SK_PREFIX,
  chatCountersEntity,
  chatMessageEntity,
  chatSeenEntity,
  orderChatKeys,
  type ChatCounters,
  type ChatMessageRecord,
} from './order-chat-record';

/** What each side has written on an order's chat (zeros before the first message): one GetItem. */
export async function chatCountersOf(orderId: string): Promise<ChatCounters> {
  return (await chatCountersEntity.get(orderId)) ?? { order_id: orderId, client_messages: 0, admin_messages: 0 };
}

/** How many of the other side's messages a reader had when it last read the chat (0 before). */
export const seenBy = async (orderId: string, userId: string) => (await chatSeenEntity.get(orderId, userId))?.seen ?? 0;

/** The reader has now seen `seen` messages of the other side. */
export async function markChatSeen(orderId: string, userId: string, seen: number): Promise<void> {
  await table.put({ Item: chatSeenEntity.item({ order_id: orderId, user_id: userId, seen }) });
}

export const getChatMessage = (orderId: string, id: string) => chatMessageEntity.get(orderId, id);

/** Up to `limit` messages before the message `before` (the newest when absent), newest first; `more` when older ones remain. */
export async function chatMessagesBefore(orderId: string, limit: number, before?: string) {
  const out = await table.query({
    ...keyConditions.beginsWith(orderChatKeys.partition(orderId), MESSAGE_SK_PREFIX),
    ScanIndexForward: false,
    Limit: limit,
    ...(before ? { ExclusiveStartKey: orderChatKeys.message(orderId, before) } : {}),
  });
  return { records: chatMessageEntity.parseAll(out.Items ?? []), more: !!out.LastEvaluatedKey };
}

/**
 * The message, its side's counter and a check that the order still exists (404 otherwise: it
 * was deleted meanwhile), then the recipients' writes (`groups`) in the same transaction while
 * they fit; further recipients follow (lib/db/grouped-transactions.ts).
 */
export async function writeChatMessage(record: ChatMessageRecord, groups: readonly WriteGroup[]): Promise<void> {
  const counter = record.sender_role === 'admin' ? 'admin_messages' : 'client_messages';
  const items = [
    orderEntity.checkItem(orderEntity.key(record.order_id), { onConditionFailed: () => notFound(ORDER_NOT_FOUND) }),
    chatMessageEntity.createItem(record),
    chatCountersEntity.updateItem(orderChatKeys.chat(record.order_id), {
      set: { type: 'order_chat', order_id: record.order_id },
      add: { [counter]: 1 },
      upsert: true,
    }),
  ];
  await transactWithGroups(items, groups);
}

/** Every item of an order's chat (messages, counters, seen markers), once its order is deleted. */
export async function deleteOrderChat(orderId: string): Promise<number> {
  const items = await queryAll({
    ...keyConditions.partition(orderChatKeys.partition(orderId)),
    ProjectionExpression: 'pk, sk',
  });
  await table.batchDelete(items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })));
  return items.length;
}
