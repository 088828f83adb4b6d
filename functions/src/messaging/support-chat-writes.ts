import type { NotificationEvent } from '../notifications/notify';
import type { UserRecord } from '../users/user-record';
import { messageFeedWrites, messageNoticeWrites } from './message-feed';
import { supportUnreadEntity, type SupportMessageRecord } from './support-chat-record';
import { writeSupportMessage as writeMessage } from './support-chat-repository';

/** One more unread client message in an administrator's count for this client's thread. */
const unreadThreadWrite = (adminId: string, client: UserRecord, at: string) =>
  supportUnreadEntity.updateItem(supportUnreadEntity.key(adminId, client.id), {
    set: {
      type: 'support_unread',
      admin_id: adminId,
      client_id: client.id,
      client_name: `${client.first_name} ${client.last_name}`.trim(),
      company_name: client.company_name,
      last_message_at: at,
    },
    add: { unread: 1 },
    upsert: true,
  });

/** A client's message: each administrator is notified, its unread count and its count for this thread move. */
export function writeClientMessage(message: SupportMessageRecord, client: UserRecord, adminIds: readonly string[], event: NotificationEvent) {
  const groups = adminIds.map((adminId) => [
    ...messageNoticeWrites([adminId], event, 1),
    unreadThreadWrite(adminId, client, message.created_at),
  ]);
  return writeMessage(message, groups);
}

/**
 * An administrator's message to `clientIds` (one client, or every approved one for a global
 * message): each is notified and its unread count moves; the other administrators' feeds move so
 * their open chat shows it.
 */
export function writeAdminMessage(message: SupportMessageRecord, clientIds: readonly string[], otherAdminIds: readonly string[], event: NotificationEvent) {
  const groups = [...messageFeedWrites(otherAdminIds).map((write) => [write]), ...clientIds.map((id) => messageNoticeWrites([id], event, 1))];
  return writeMessage(message, groups);
}
