import * as z from 'zod/mini';
import {
  supportMessageSchema,
  unreadThreadSchema,
  type SupportMessage,
  type UnreadThread,
} from '@app/shared/messaging/support-chat';
import { defineEntity } from '../lib/db/entity';
import { indexKeys, keys } from '../lib/db/keys';

/**
 * A support-chat message as stored: the API shape, its thread (the client's id, or 'all') and
 * its sender. Kept without expiry (they are small); the thread is one index partition sorted by
 * time, so each page is one Query.
 */
export const supportMessageRecordSchema = z.extend(supportMessageSchema, {
  thread_id: z.string(),
  sender_id: z.string(),
});
export type SupportMessageRecord = z.infer<typeof supportMessageRecordSchema>;

export const supportMessageEntity = defineEntity({
  type: 'support_message',
  schema: supportMessageRecordSchema,
  key: (threadId: string, id: string) => keys.supportMessage(threadId, id),
  keyOf: (m) => keys.supportMessage(m.thread_id, m.id),
  indexes: (m) => indexKeys.supportThread(m.thread_id, m.created_at, m.id),
});

export function toSupportMessage(record: SupportMessageRecord): SupportMessage {
  const { thread_id: _thread, sender_id: _sender, ...message } = record;
  return message;
}

/**
 * One administrator's unread client messages in one thread, beside the administrator's account:
 * its sum over threads is the account's `unread_messages`. Deleted when the thread is read, so
 * the administrator's list of waiting threads is a Query of the threads with unread only.
 */
export const supportUnreadRecordSchema = z.extend(unreadThreadSchema, { admin_id: z.string() });
export type SupportUnreadRecord = z.infer<typeof supportUnreadRecordSchema>;

export const supportUnreadEntity = defineEntity({
  type: 'support_unread',
  schema: supportUnreadRecordSchema,
  key: (adminId: string, clientId: string) => keys.supportUnread(adminId, clientId),
  keyOf: (u) => keys.supportUnread(u.admin_id, u.client_id),
});

export function toUnreadThread(record: SupportUnreadRecord): UnreadThread {
  const { admin_id: _admin, ...thread } = record;
  return thread;
}
