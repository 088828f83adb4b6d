import {
  chatAttachmentRules,
  MESSAGE_OR_FILE_REQUIRED,
  type OrderChatMessage,
  type PostChatMessage,
} from '@app/shared/order-chat/schemas';
import { invalid } from '../lib/errors';
import type { UploadedFile } from '../lib/http/body';
import { logger } from '../lib/logger';
import type { NotificationEvent } from '../notifications/notify';
import { markSubjectRead, notificationSubjects } from '../notifications/notification-subjects';
import { requireVisibleOrder } from '../order-data/order-access';
import { writeChatMessage } from '../order-data/order-chat-repository';
import { discardSource, incomingFile, place, type IncomingFile } from '../lib/files/incoming-file';
import { keySafeFilename } from '@app/shared/files/file-names';
import { deleteObject } from '../lib/files/objects';
import { orderPrefix } from '../order-data/order-files';
import { vehicleOf, type OrderRecord } from '../order-data/order-record';
import type { UserRecord } from '../users/user-record';
import { administratorIds } from '../users/user-repository';
import { messageNoticeWrites } from './message-feed';
import { chatMessageId, toChatMessage, type ChatMessageRecord } from '../order-data/order-chat-record';

const PREVIEW_MAX = 120;

/** Chat attachments live in the order's folder: they go with the order, and the purge jobs keep them while it exists. */
const attachmentKey = (orderId: string, messageId: string, filename: string) =>
  `${orderPrefix(orderId)}chat/${messageId}-${keySafeFilename(filename)}`;

const senderName = (user: UserRecord) => `${user.first_name} ${user.last_name}`.trim() || user.email;

const preview = (record: ChatMessageRecord) => {
  const text = record.message || `Pièce jointe\u202f: ${record.attachment_filename ?? ''}`;
  return text.length > PREVIEW_MAX ? `${text.slice(0, PREVIEW_MAX - 1)}…` : text;
};

/** Who is told: the client of an administrator's message; every administrator of a client's. */
async function noticeOf(user: UserRecord, order: OrderRecord, record: ChatMessageRecord) {
  if (user.role === 'admin') {
    const event: NotificationEvent = {
      type: 'admin_reply',
      title: "Nouveau message de l'équipe",
      message: `${vehicleOf(order)}\u202f: ${preview(record)}`,
      order_id: order.id,
    };
    return { recipients: [order.client_id], event };
  }
  const event: NotificationEvent = {
    type: 'client_message',
    title: 'Nouveau message client',
    message: `${order.client_company || order.client_name} – ${vehicleOf(order)}\u202f: ${preview(record)}`,
    user_email: user.email,
    order_id: order.id,
    subject: notificationSubjects.orderChat(order.id),
    about_user_id: order.client_id,
  };
  return { recipients: await administratorIds(), event };
}

/**
 * The message (order-data/order-chat-repository.ts: 404 when the order was deleted meanwhile)
 * with each recipient's notification and change feed (one account update each, see
 * message-feed.ts).
 */
async function writeMessage(user: UserRecord, order: OrderRecord, record: ChatMessageRecord): Promise<void> {
  const { recipients, event } = await noticeOf(user, order, record);
  const now = new Date(record.created_at);
  await writeChatMessage(record, recipients.map((id) => messageNoticeWrites([id], event, 0, now)));
}

/** The attachment of the request, if it has one: a multipart `file` or a presigned upload (purpose 'chat'). */
async function attachmentOf(user: UserRecord, files: readonly UploadedFile[], input: PostChatMessage) {
  const hasFile = files.some((f) => f.field === 'file' && f.filename) || !!input.upload_key?.trim();
  if (!hasFile) return undefined;
  return incomingFile(user, files, { key: input.upload_key, filename: input.attachment_filename }, chatAttachmentRules);
}

/**
 * POST /api/orders/{id}/chat: text and/or one attachment (its description optional). The file is
 * placed under the order first; if the message is then refused (the order deleted meanwhile), it
 * is removed again.
 */
export async function postMessage(
  user: UserRecord,
  orderId: string,
  input: PostChatMessage,
  files: readonly UploadedFile[],
): Promise<OrderChatMessage> {
  const order = await requireVisibleOrder(user, orderId);
  const file: IncomingFile | undefined = await attachmentOf(user, files, input);
  if (!input.message && !file) throw invalid(MESSAGE_OR_FILE_REQUIRED);
  const now = new Date();
  const id = chatMessageId(now);
  const key = file ? attachmentKey(orderId, id, file.filename) : null;
  const record: ChatMessageRecord = {
    id,
    order_id: orderId,
    sender_id: user.id,
    sender_role: user.role === 'admin' ? 'admin' : 'client',
    sender_name: senderName(user),
    message: input.message,
    created_at: now.toISOString(),
    attachment_filename: file?.filename ?? null,
    attachment_description: file && input.attachment_description ? input.attachment_description : null,
    attachment_key: key,
    attachment_size: file?.size ?? null,
  };
  if (file && key) await place(file, key);
  await writeMessage(user, order, record).catch(async (error: unknown) => {
    if (key) await deleteObject(key).catch(() => undefined);
    throw error;
  });
  if (file) await discardSource(file);
  // An administrator's answer is what the client's messages asked for.
  if (user.role === 'admin') await markSubjectRead(notificationSubjects.orderChat(orderId));
  logger.info('order chat message', { orderId, messageId: id, attachment: !!file });
  return toChatMessage(record);
}
