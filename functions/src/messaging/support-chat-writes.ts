import { indexKeys, keys } from '../lib/db/keys';
import { queryAll } from '../lib/db/query';
import { transactWithGroups, type WriteGroup } from '../lib/db/grouped-transactions';
import type { TransactInput } from '../lib/db/table';
import { updateExpression } from '../lib/db/update';
import { keyConditions } from '../lib/db/key-conditions';
import type { NotificationEvent } from '../notifications/notify';
import type { UserRecord } from '../users/user-record';
import { messageFeedWrites, messageNoticeWrites } from './message-feed';
import { supportMessageEntity, type SupportMessageRecord } from './support-chat-record';

/** The message first, with as many recipients' writes as fit (lib/db/grouped-transactions.ts). */
const writeMessage = (message: SupportMessageRecord, groups: readonly WriteGroup[]) =>
  transactWithGroups([{ Put: { Item: supportMessageEntity.item(message), ConditionExpression: 'attribute_not_exists(pk)' } }], groups);

/** One more unread client message in an administrator's count for this client's thread. */
const unreadThreadWrite = (adminId: string, client: UserRecord, at: string): TransactInput => ({
  Update: {
    Key: keys.supportUnread(adminId, client.id),
    ...updateExpression({
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
    }),
  },
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

/** The ids of every approved client (one Query of a status partition, ids only). */
export async function approvedClientIds(): Promise<string[]> {
  const items = await queryAll({
    ...keyConditions.partition(indexKeys.usersByStatus('client', 'approved', '', '').gsi2pk, 'gsi2'),
    ProjectionExpression: 'id',
  });
  return items.map((item) => String(item.id));
}
