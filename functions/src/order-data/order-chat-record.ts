import { CHAT_MESSAGE_ID_PATTERN } from '@app/shared/api/params';
import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { orderChatMessageSchema, type OrderChatMessage } from '@app/shared/order-chat/schemas';
import { defineEntity } from '../lib/db/entity';

/**
 * One order's chat sits in its own partition `ORDERCHAT#{orderId}` (see docs/data-model.md and
 * decision 008): the messages (`MSG#{id}`, ids sort by time: the list is one Query), one chat item
 * with a message counter per side (`CHAT`), and one seen marker per reader (`SEEN#{userId}`).
 */
export const orderChatKeys = {
  partition: (orderId: string) => `ORDERCHAT#${orderId}`,
  message: (orderId: string, id: string) => ({ pk: `ORDERCHAT#${orderId}`, sk: `MSG#${id}` }),
  chat: (orderId: string) => ({ pk: `ORDERCHAT#${orderId}`, sk: 'CHAT' }),
  seen: (orderId: string, userId: string) => ({ pk: `ORDERCHAT#${orderId}`, sk: `SEEN#${userId}` }),
} as const;
export const MESSAGE_SK_PREFIX = 'MSG#';

/** Message ids sort by time (base-36 milliseconds first), so sort keys are in sending order. */
export const chatMessageId = (now: Date) => `${now.getTime().toString(36).padStart(9, '0')}-${randomUUID()}`;
export const isChatMessageId = (id: string) => CHAT_MESSAGE_ID_PATTERN.test(id);

/** A message as stored: the API shape and where its attachment is in S3 (never returned). */
export const chatMessageRecordSchema = z.extend(orderChatMessageSchema, {
  attachment_key: z.nullable(z.string()),
  attachment_size: z.nullable(z.number()),
});
export type ChatMessageRecord = z.infer<typeof chatMessageRecordSchema>;

export const chatMessageEntity = defineEntity({
  type: 'order_chat_message',
  schema: chatMessageRecordSchema,
  key: (orderId: string, id: string) => orderChatKeys.message(orderId, id),
  keyOf: (m) => orderChatKeys.message(m.order_id, m.id),
});

export function toChatMessage(record: ChatMessageRecord): OrderChatMessage {
  const { attachment_key: _key, attachment_size: _size, ...message } = record;
  return message;
}

/** Messages sent by each side: moved in the same transaction as each message. */
export const chatCountersSchema = z.object({
  order_id: z.string(),
  client_messages: z._default(z.number(), 0),
  admin_messages: z._default(z.number(), 0),
});
export type ChatCounters = z.infer<typeof chatCountersSchema>;

export const chatCountersEntity = defineEntity({
  type: 'order_chat',
  schema: chatCountersSchema,
  key: (orderId: string) => orderChatKeys.chat(orderId),
  keyOf: (c) => orderChatKeys.chat(c.order_id),
});

/** How many of the other side's messages a reader had when it last read the chat. */
export const chatSeenSchema = z.object({ order_id: z.string(), user_id: z.string(), seen: z._default(z.number(), 0) });
export type ChatSeen = z.infer<typeof chatSeenSchema>;

export const chatSeenEntity = defineEntity({
  type: 'order_chat_seen',
  schema: chatSeenSchema,
  key: (orderId: string, userId: string) => orderChatKeys.seen(orderId, userId),
  keyOf: (s) => orderChatKeys.seen(s.order_id, s.user_id),
});
