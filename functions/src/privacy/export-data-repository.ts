import { STORAGE_ATTRIBUTES } from '../lib/db/entity';
import { indexKeys, keys } from '../lib/db/keys';
import { keyConditions } from '../lib/db/key-conditions';
import { queryAll } from '../lib/db/query';
import type { Item } from '../lib/db/table';
import { presignDownload } from '../lib/files/presign';
import { orderChatKeys, MESSAGE_SK_PREFIX } from '../order-data/order-chat-record';
import { orderEntity, type OrderRecord } from '../order-data/order-record';

/** The version of donnees.json's layout (docs/privacy-register.md describes it). */
export const EXPORT_SCHEMA_VERSION = 1;
/** The order files' links inside the archive: 7 days (S3's longest presigned link). */
export const FILE_LINK_SECONDS = 7 * 24 * 3600;

/** Attributes never exported: password material, second-factor secrets, storage keys. */
const SECRET_ATTRIBUTES = new Set(['password_hash', 'totp_secret', 'totp_pending_secret', 'totp_last_step', 'recovery_codes', 'ended_sessions', 'key', 'logo_key', 'attachment_key']);

/** An item as the archive shows it: without index attributes, type or secrets. */
export function plain(item: Item): Item {
  const out: Item = {};
  for (const [name, value] of Object.entries(item)) {
    if ((STORAGE_ATTRIBUTES as readonly string[]).includes(name) || SECRET_ATTRIBUTES.has(name)) continue;
    out[name] = value;
  }
  return out;
}

const ofType = (items: readonly Item[], type: string) => items.filter((item) => item.type === type).map(plain);

/** An order with each file's metadata and a 7-day link to it (not its bytes). */
async function exportedOrder(order: OrderRecord, item: Item, linkExpiresAt: string): Promise<Item> {
  const files = await Promise.all(
    Object.entries(order.files).map(async ([version, file]) => {
      const { key, ...meta } = file;
      return [version, { ...meta, url: await presignDownload(key, file.filename, FILE_LINK_SECONDS), urlExpiresAt: linkExpiresAt }] as const;
    }),
  );
  return { ...plain(item), files: Object.fromEntries(files) };
}

/** One order's chat messages, oldest first. */
const chatOf = async (orderId: string) => ({
  orderId,
  messages: (await queryAll(keyConditions.beginsWith(orderChatKeys.partition(orderId), MESSAGE_SK_PREFIX))).map(plain),
});

export type ExportData = Awaited<ReturnType<typeof exportData>>;

/**
 * Everything the portal holds about one client, each list read by Query page after page (never a
 * Scan): its account item and what sits beside it, its orders with their versions' links, their
 * chats, its support thread, its invoices and the audit entries about it.
 */
export async function exportData(userId: string, now = new Date()) {
  const linkExpiresAt = new Date(now.getTime() + FILE_LINK_SECONDS * 1000).toISOString();
  const [own, orderItems, support, invoices, audit] = await Promise.all([
    queryAll(keyConditions.partition(keys.user(userId).pk)),
    queryAll(keyConditions.partition(indexKeys.clientOrders(userId, '', '').gsi3pk, 'gsi3')),
    queryAll(keyConditions.partition(indexKeys.supportThread(userId, '', '').gsi1pk, 'gsi1')),
    queryAll(keyConditions.partition(indexKeys.clientInvoices(userId, '', '').gsi3pk, 'gsi3')),
    queryAll(keyConditions.partition(indexKeys.auditByClient(userId, '', '').gsi4pk, 'gsi4')),
  ]);
  const orderRecords = orderItems.flatMap((item) => {
    const order = orderEntity.parse(item);
    return order && order.client_id === userId ? [{ order, item }] : [];
  });
  return {
    schemaVersion: EXPORT_SCHEMA_VERSION,
    generatedAt: now.toISOString(),
    account: ofType(own, 'user')[0] ?? null,
    discounts: ofType(own, 'discount'),
    orders: await Promise.all(orderRecords.map(({ order, item }) => exportedOrder(order, item, linkExpiresAt))),
    orderChats: await Promise.all(orderRecords.map(({ order }) => chatOf(order.id))),
    supportMessages: ofType(support, 'support_message'),
    notifications: ofType(own, 'notification'),
    invoices: ofType(invoices, 'invoice'),
    auditEntries: ofType(audit, 'audit'),
  };
}
