import { indexKeys, keys } from '../lib/db/keys';
import { keyConditions } from '../lib/db/key-conditions';
import { readPage } from '../lib/db/pages';
import { queryFirst } from '../lib/db/query';
import { transact } from '../lib/db/transaction';
import { transactWithGroups, type WriteGroup } from '../lib/db/grouped-transactions';
import { feedCountersItem } from '../users/user-record';
import { supportMessageEntity, supportUnreadEntity, type SupportMessageRecord, type SupportUnreadRecord } from './support-chat-record';

const threadPartition = (threadId: string) => ({ index: 'gsi1', pk: indexKeys.supportThread(threadId, '', '').gsi1pk }) as const;

/** One page of the threads merged, newest first (lib/db/pages.ts). */
export async function threadsPage(threadIds: readonly string[], query: { limit: number; cursor?: string }) {
  const page = await readPage(threadIds.map(threadPartition), query);
  return { records: supportMessageEntity.parseAll(page.items), nextCursor: page.nextCursor };
}

/** The message first, with as many recipients' writes as fit (lib/db/grouped-transactions.ts). */
export async function writeSupportMessage(message: SupportMessageRecord, groups: readonly WriteGroup[]): Promise<void> {
  await transactWithGroups([supportMessageEntity.createItem(message)], groups);
}

export const getUnreadThread = (adminId: string, clientId: string) => supportUnreadEntity.get(adminId, clientId);

/** An administrator's threads with unread client messages, at most `limit` (one Query). */
export async function unreadThreadsOf(adminId: string, limit: number): Promise<SupportUnreadRecord[]> {
  const items = await queryFirst(keyConditions.beginsWith(keys.user(adminId).pk, keys.supportUnread(adminId, '').sk), limit);
  return supportUnreadEntity.parseAll(items);
}

/**
 * The administrator's unread count for a thread goes, and the account's total drops by as much,
 * in one transaction conditioned on the count seen: a message arriving meanwhile keeps both
 * (refused: nothing is written, to be cleared on the next read).
 */
export async function clearUnreadThread(unread: SupportUnreadRecord): Promise<void> {
  const thread = supportUnreadEntity.deleteItem(supportUnreadEntity.keyOf(unread), {
    condition: { expression: '#unread = :seen', names: { '#unread': 'unread' }, values: { ':seen': unread.unread } },
    onConditionFailed: () => undefined,
  });
  const total = feedCountersItem(unread.admin_id, { unread_messages: -unread.unread }, { onConditionFailed: () => undefined });
  await transact([thread, total]);
}
