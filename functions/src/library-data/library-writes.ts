import { isDeepStrictEqual } from 'node:util';
import type { TransactionItem } from '../lib/db/transaction';
import type { OrderRecord } from '../order-data/order-record';
import { isDeliveredVersion, originalKeysOf, servicesKeyOf, shaPart } from './library-keys';
import { libraryKeyEntity, libraryVersionEntity } from './library-record';

/** Whether a delivered version of the order may be given again to a new order with the same original bytes and services. */
export function isReference(order: Pick<OrderRecord, 'files' | 'library'>, version: string): boolean {
  const file = order.files[version];
  return (
    !!file &&
    !file.copied_from &&
    !order.library?.not_reusable &&
    !(order.library?.revoked ?? []).includes(version) &&
    order.files.original?.analysis?.health === 'ok' &&
    !!shaPart(order.files.original.sha256)
  );
}

/** An item the order is due: its record (compared), its put and its deletion. */
interface Due {
  record: unknown;
  put: () => TransactionItem;
  remove: () => TransactionItem;
}

/** Every library item an order is due, by sort key. */
function libraryItemsOf(order: OrderRecord | undefined): Map<string, Due> {
  const items = new Map<string, Due>();
  if (!order) return items;
  for (const key of originalKeysOf(order)) {
    const record = { order_id: order.id, client_id: order.client_id, created_at: order.created_at, key };
    const itemKey = libraryKeyEntity.keyOf(record);
    items.set(itemKey.sk, { record, put: () => libraryKeyEntity.putItem(record), remove: () => libraryKeyEntity.deleteItem(itemKey) });
  }
  const servicesKey = servicesKeyOf(order.selected_services);
  for (const [version, file] of Object.entries(order.files)) {
    if (!isDeliveredVersion(version)) continue;
    const record = {
      order_id: order.id,
      client_id: order.client_id,
      version,
      filename: file.filename,
      sha256: shaPart(file.sha256) || null,
      delivered_at: file.uploaded_at,
      original_sha256: shaPart(order.files.original?.sha256) || null,
      services_key: servicesKey,
      copied_from: file.copied_from ?? null,
      reference: isReference(order, version),
    };
    const itemKey = libraryVersionEntity.keyOf(record);
    items.set(itemKey.sk, { record, put: () => libraryVersionEntity.putItem(record), remove: () => libraryVersionEntity.deleteItem(itemKey) });
  }
  return items;
}

/**
 * The library items of an order's write, in its transaction (decision 042): the puts of the items
 * that are new or differ, the deletions of those it no longer has. Nothing when the write moves
 * none (a status, a price, a payment): most writes of an order add no item to their transaction.
 */
export function libraryWrites(before: OrderRecord | undefined, after: OrderRecord | undefined): TransactionItem[] {
  const [had, due] = [libraryItemsOf(before), libraryItemsOf(after)];
  return [
    ...[...due].filter(([sk, item]) => !isDeepStrictEqual(had.get(sk)?.record, item.record)).map(([, item]) => item.put()),
    ...[...had].filter(([sk]) => !due.has(sk)).map(([, item]) => item.remove()),
  ];
}
