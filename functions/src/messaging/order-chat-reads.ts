import {
  CHAT_ATTACHMENT_NOT_FOUND,
  type OrderChatMessage,
  type UnreadCount,
} from '@app/shared/order-chat/schemas';
import type { DownloadLink } from '@app/shared/orders/schemas';
import { invalid, notFound } from '../lib/errors';
import { CURSOR_INVALID, openCursor, sealCursor } from '../lib/db/sealed-cursor';
import { requireVisibleOrder } from '../order-data/order-access';
import { presignDownload } from '../lib/files/presign';
import { markSubjectRead, notificationSubjects } from '../notifications/notification-subjects';
import { markOrderReadByClient } from '../notifications/order-notifications-read';
import type { UserRecord } from '../users/user-record';
import { isChatMessageId, toChatMessage, type ChatCounters } from '../order-data/order-chat-record';
import { chatCountersOf, chatMessagesBefore, getChatMessage, markChatSeen, seenBy } from '../order-data/order-chat-repository';

/** The messages a reader did not write: the other side's. */
const othersCount = (user: UserRecord, counters: ChatCounters) =>
  user.role === 'admin' ? counters.client_messages : counters.admin_messages;

/** The chat's version: messages are never edited nor deleted, so their counts name the list. */
export const chatTag = (counters: ChatCounters) => `"chat-${counters.client_messages}-${counters.admin_messages}"`;

/** The cursor of the page before a message: its id, sealed for this order's chat. */
const chatList = (orderId: string) => `order-chat:${orderId}`;
const encodeCursor = (orderId: string, id: string) => sealCursor(id, chatList(orderId));
function decodeCursor(orderId: string, raw: string): string {
  const id = openCursor(raw, chatList(orderId));
  if (typeof id !== 'string' || !isChatMessageId(id)) throw invalid(CURSOR_INVALID);
  return id;
}

/** Up to `limit` messages before `before` (the newest when absent), answered oldest first. */
async function messagePage(orderId: string, limit: number, before?: string) {
  const { records, more } = await chatMessagesBefore(orderId, limit, before);
  const oldest = records.at(-1);
  return {
    messages: records.reverse().map(toChatMessage),
    nextCursor: more && oldest ? encodeCursor(orderId, oldest.id) : undefined,
  };
}

/**
 * The reader has now seen every message of the other side counted so far (written only when it
 * moves); an administrator who sees new client messages has done what their notifications ask.
 */
async function markSeen(user: UserRecord, orderId: string, counters: ChatCounters): Promise<void> {
  const count = othersCount(user, counters);
  if ((await seenBy(orderId, user.id)) >= count) return;
  await markChatSeen(orderId, user.id, count);
  if (user.role === 'admin') await markSubjectRead(notificationSubjects.orderChat(orderId));
}

export interface ChatPage {
  tag: string;
  /** Absent when the caller already holds this version (If-None-Match). */
  messages?: OrderChatMessage[];
  nextCursor?: string;
}

/**
 * GET /api/orders/{id}/chat: the latest messages, oldest first (`?limit=`, 100 by default; older
 * ones through `?cursor=`). Reading the latest page marks what the reader saw.
 */
export async function readChat(
  user: UserRecord,
  orderId: string,
  query: { limit: number; cursor?: string },
  heldTag: (tag: string) => boolean,
): Promise<ChatPage> {
  const { limit } = query;
  const before = query.cursor ? decodeCursor(orderId, query.cursor) : undefined;
  await requireVisibleOrder(user, orderId);
  const counters = await chatCountersOf(orderId);
  const tag = chatTag(counters);
  if (heldTag(tag)) return { tag };
  const [page] = await Promise.all([
    messagePage(orderId, limit, before),
    before ? undefined : markSeen(user, orderId, counters),
    // A client reading its order's chat has seen what that order's notifications announced (decision 032).
    before || user.role === 'admin' ? undefined : markOrderReadByClient(user.id, orderId),
  ]);
  return { tag, ...page };
}

/** GET /api/orders/{id}/chat/unread-count: the other side's messages since the caller last read the chat, and the total. */
export async function unreadCount(user: UserRecord, orderId: string): Promise<UnreadCount> {
  await requireVisibleOrder(user, orderId);
  const [counters, seen] = await Promise.all([chatCountersOf(orderId), seenBy(orderId, user.id)]);
  return {
    unread_count: Math.max(0, othersCount(user, counters) - seen),
    message_count: counters.client_messages + counters.admin_messages,
  };
}

/** GET /api/orders/{id}/chat/{filename}: a presigned GET of a message's attachment (named by the message id). */
export async function attachmentLink(user: UserRecord, orderId: string, messageId: string): Promise<DownloadLink> {
  await requireVisibleOrder(user, orderId);
  const message = isChatMessageId(messageId) ? await getChatMessage(orderId, messageId) : undefined;
  if (!message?.attachment_key || !message.attachment_filename) throw notFound(CHAT_ATTACHMENT_NOT_FOUND);
  return { url: await presignDownload(message.attachment_key, message.attachment_filename), filename: message.attachment_filename };
}
