import * as z from 'zod/mini';
import { defineEntity } from '../lib/db/entity';
import { indexKeys, keys } from '../lib/db/keys';
import { keyConditions } from '../lib/db/key-conditions';
import { queryAll } from '../lib/db/query';
import { table, type Item, type Key } from '../lib/db/table';
import { transact, WRITTEN, type TransactionItem } from '../lib/db/transaction';
import { auditEntity } from '../audit/audit-record';
import { outboxKeys } from '../email/outbox-record';
import { notificationEntity } from '../notifications/notification-record';
import { ownNotifications } from '../notifications/notification-repository';
import { deleteOrderChat } from '../order-data/order-chat-repository';
import { erasedFileKey, erasedFileName } from '../order-data/order-files';
import { copyObject, deleteKeys } from '../lib/files/objects';
import { isMissingObject } from '../lib/files/s3-error';
import { orderEntity, type OrderRecord } from '../order-data/order-record';
import { lookupWrites } from '../order-data/order-lookup-repository';
import { securityLogEntity } from '../security/security-log-record';
import { scrub } from './pseudonymize';

/**
 * The writes of a client's erasure (issue 24), each group of items in its own transaction: the
 * kept records (orders, audit entries, security logs, administrators' notifications) get the
 * pseudonym in place of its personal values; the rest of what is its own is deleted.
 */

/** The last pseudonym number given: one counter, moved by one per erasure. */
const erasureSequenceEntity = defineEntity({
  type: 'erasure_sequence',
  schema: z.object({ last: z.number().check(z.int()) }),
  key: () => keys.erasureSequence(),
  keyOf: () => keys.erasureSequence(),
});

export async function nextPseudonymNumber(): Promise<number> {
  const after = await erasureSequenceEntity.update(erasureSequenceEntity.key(), { set: { type: 'erasure_sequence' }, add: { last: 1 }, upsert: true });
  if (!after) throw new Error('erasure sequence not moved');
  return after.last;
}

/** Kept records are written this many per transaction. */
const GROUP = 25;

async function inGroups(items: readonly TransactionItem[]): Promise<void> {
  for (let i = 0; i < items.length; i += GROUP) await transact(items.slice(i, i + GROUP));
}

export interface Pseudonym {
  userId: string;
  email: string;
  /** Its e-mail and those it had before (from its account's audit entries). */
  emails: readonly string[];
  personal: readonly string[];
  name: string;
}

/** The client's orders, every page. */
export const clientOrders = async (userId: string): Promise<OrderRecord[]> =>
  orderEntity.parseAll(await queryAll(keyConditions.partition(indexKeys.clientOrders(userId, '', '').gsi3pk, 'gsi3')));

/**
 * An order with the pseudonym, and without the client's own words (issue 36): its notes, links
 * and SAV description emptied, its files named by their version only, at keys that name neither
 * the file nor the account (the files themselves stay until the retention job removes them).
 */
function pseudonymizedOrder(order: OrderRecord, p: Pseudonym): OrderRecord {
  const after = scrub(order, p.personal, p.name);
  const files = Object.fromEntries(
    Object.entries(after.files).map(([version, file]) => [version, { ...file, filename: erasedFileName(version), key: erasedFileKey(order.id, version) }]),
  );
  return {
    ...after,
    client_name: p.name,
    client_company: p.name,
    notes: '',
    useful_links: '',
    sav_problem_description: after.sav_problem_description === null ? null : '',
    original_filename: erasedFileName('original'),
    files,
  };
}

/** Copies an object; false when it is gone already (the retention job removed an old order's files). */
async function copyIfThere(from: string, to: string): Promise<boolean> {
  try {
    await copyObject(from, to);
    return true;
  } catch (error) {
    if (isMissingObject(error)) return false;
    throw error;
  }
}

/** The objects of an order's files to move to their erased keys: [from, to]. */
const fileMoves = (before: OrderRecord, after: OrderRecord): [string, string][] =>
  Object.entries(before.files).flatMap(([version, file]): [string, string][] => {
    const to = after.files[version]?.key;
    return to && to !== file.key ? [[file.key, to]] : [];
  });

/**
 * One order pseudonymized with its lookup items, in one transaction conditional on the order as
 * read (read again when it moved meanwhile), and its chat deleted. Its files are copied to their
 * new keys first and the old objects deleted once the order names the new ones (the copies of a
 * write that never succeeds are deleted). True when written.
 */
export async function pseudonymizeOrder(order: OrderRecord, p: Pseudonym): Promise<boolean> {
  let seen: OrderRecord | undefined = order;
  const copied = new Set<string>();
  for (let attempt = 0; seen && attempt < 3; attempt++) {
    const after = pseudonymizedOrder(seen, p);
    const moves = fileMoves(seen, after);
    for (const [from, to] of moves) if (await copyIfThere(from, to)) copied.add(to);
    const put: TransactionItem<false> = {
      write: {
        Put: {
          Item: orderEntity.item(after),
          ConditionExpression: 'updated_at = :seen',
          ExpressionAttributeValues: { ':seen': seen.updated_at },
        },
      },
      onConditionFailed: () => false,
    };
    if ((await transact([put, ...lookupWrites(seen, after)])) === WRITTEN) {
      await deleteKeys(moves.map(([from]) => from));
      await deleteOrderChat(order.id);
      return true;
    }
    seen = await orderEntity.get(order.id);
  }
  await deleteKeys([...copied]);
  return false;
}

/** The identity fields an account's audit entries record (account-audit.ts), the address's lines included. */
const IDENTITY_FIELDS = ['first_name', 'last_name', 'company_name', 'email', 'phone', 'address', 'siren', 'vat_number'] as const;

const stringsOf = (values: Record<string, unknown>): string[] => {
  const billing = values.billing_address as { line1?: unknown; line2?: unknown } | null | undefined;
  return [...IDENTITY_FIELDS.map((field) => values[field]), billing?.line1, billing?.line2].filter((v): v is string => typeof v === 'string');
};

/**
 * The client's identity as its account's audit entries recorded it before (an older company
 * name, e-mail, phone…): replaced like the current one (issue 36). One Query of its entries.
 */
export async function pastIdentityValues(userId: string): Promise<string[]> {
  const entries = auditEntity.parseAll(await queryAll(keyConditions.partition(indexKeys.auditByClient(userId, '', '').gsi4pk, 'gsi4')));
  return entries.filter((entry) => entry.action.startsWith('client.')).flatMap((entry) => [...stringsOf(entry.before), ...stringsOf(entry.after)]);
}

/** The audit entries about the client or made by it, pseudonymized; how many. */
export async function pseudonymizeAudit(p: Pseudonym): Promise<number> {
  const [about, by] = await Promise.all([
    queryAll(keyConditions.partition(indexKeys.auditByClient(p.userId, '', '').gsi4pk, 'gsi4')),
    queryAll(keyConditions.partition(indexKeys.auditByActor(p.userId, '', '').gsi2pk, 'gsi2')),
  ]);
  const entries = new Map(auditEntity.parseAll([...about, ...by]).map((entry) => [entry.id, entry]));
  await inGroups(
    [...entries.values()].map((entry) => {
      const after = scrub(entry, p.personal, p.name);
      return auditEntity.putItem(entry.actor_id === p.userId ? { ...after, actor_name: p.name, address: '' } : after);
    }),
  );
  return entries.size;
}

/** A filter keeping the items of one of the e-mails (at most 100: DynamoDB's IN), with the Query's own values. */
function emailFilter(emails: readonly string[], values: Record<string, unknown>) {
  const named = Object.fromEntries(emails.slice(0, 100).map((email, i) => [`:email${i}`, email]));
  return { FilterExpression: `user_email IN (${Object.keys(named).join(', ')})`, ExpressionAttributeValues: { ...values, ...named } };
}

/** The security log entries of the client's e-mails (now and before), pseudonymized (a Query of the log's partition, filtered). */
export async function pseudonymizeSecurityLogs(p: Pseudonym): Promise<number> {
  const items = await queryAll({
    ...keyConditions.partition(keys.securityLog('', '').pk),
    ...emailFilter(p.emails, keyConditions.partition(keys.securityLog('', '').pk).ExpressionAttributeValues),
  });
  const entries = securityLogEntity.parseAll(items);
  await inGroups(entries.map((entry) => securityLogEntity.putItem({ ...scrub(entry, p.personal, p.name), user_email: p.name })));
  return entries.length;
}

/** What a notification about an erased client says instead of what it copied (the client's words). */
export const erasedNotice = (pseudonym: string) => `${pseudonym}\u202f: contenu effacé avec les données du client.`;

/**
 * The notifications written about the client before they named it (`about_user_id`, issue 36):
 * each administrator's, by the client's e-mail (a filtered Query of its partition). They expire
 * after `notificationsDays`; past that delay since the index, this finds none.
 */
async function notificationsByEmail(adminIds: readonly string[], emails: readonly string[]) {
  const found = [];
  for (const adminId of adminIds) {
    const own = ownNotifications(adminId);
    const items = await queryAll({ ...own, ...emailFilter(emails, own.ExpressionAttributeValues) });
    found.push(...notificationEntity.parseAll(items));
  }
  return found;
}

/**
 * The notifications about the client, every recipient's (kept: their counters stay right): found
 * by one Query of their index (gsi3, NOTIFABOUT#), their message replaced (it copied the
 * client's words: a chat message, its names), the client's values in the title replaced by the
 * pseudonym, out of the index.
 */
export async function pseudonymizeAdminNotifications(adminIds: readonly string[], p: Pseudonym): Promise<number> {
  const about = notificationEntity.parseAll(await queryAll(keyConditions.partition(indexKeys.notificationsAbout(p.userId, '', '').gsi3pk, 'gsi3')));
  const records = new Map([...(await notificationsByEmail(adminIds, p.emails)), ...about].map((n) => [`${n.recipient_id}#${n.id}`, n]));
  await inGroups(
    [...records.values()].map((n) =>
      notificationEntity.putItem({ ...scrub(n, p.personal, p.name), message: erasedNotice(p.name), user_email: null, about_user_id: null }),
    ),
  );
  return records.size;
}

const keyOf = (item: Item): Key => ({ pk: String(item.pk), sk: String(item.sk) });

/** Deletes the items (batches of 25). */
async function deleteItems(items: readonly Item[]): Promise<number> {
  await table.batchDelete(items.map(keyOf));
  return items.length;
}

/** The client's support thread and each administrator's unread count of it. */
export async function deleteSupportThread(userId: string, adminIds: readonly string[]): Promise<number> {
  const thread = await queryAll({ ...keyConditions.partition(keys.supportMessage(userId, '').pk), ProjectionExpression: 'pk, sk' });
  await table.batchDelete(adminIds.map((adminId) => keys.supportUnread(adminId, userId)));
  return deleteItems(thread);
}

/** The mails to the client, sent or not (their words may name its orders). */
export const deleteMails = async (userId: string) =>
  deleteItems(await queryAll({ ...keyConditions.partition(outboxKeys.recipient(userId, '', '').gsi4pk, 'gsi4'), ProjectionExpression: 'pk, sk' }));

/** The client's sessions (refresh-token families). */
export const deleteSessions = async (userId: string) =>
  deleteItems(await queryAll({ ...keyConditions.partition(indexKeys.userSessions(userId, '', '').gsi3pk, 'gsi3'), ProjectionExpression: 'pk, sk' }));

/** What is left beside the deleted account: notifications, discounts, counters, exports. */
export const deleteAccountPartition = async (userId: string) =>
  deleteItems(await queryAll({ ...keyConditions.partition(keys.user(userId).pk), ProjectionExpression: 'pk, sk' }));
