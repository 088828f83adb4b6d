import type { DeliveryInput, Order } from '@app/shared/orders/schemas';
import { orderFileRules, versionKey } from '@app/shared/orders/versions';
import { nowIso } from '../lib/db/keys';
import type { UploadedFile } from '../lib/http/body';
import { conflict, notFound } from '../lib/errors';
import type { UserRecord } from '../users/user-record';
import { ORDER_NOT_FOUND, requireOrder } from '../order-data/order-access';
import { discardSource, incomingFile, place } from '../lib/files/incoming-file';
import { deleteObject } from '../lib/files/objects';
import { savKey, versionKeyOf } from '../order-data/order-files';
import { toOrder, type OrderRecord, type StoredFile } from '../order-data/order-record';
import { getOrder, reserveVersion, setOrderFile } from '../order-data/order-repository';
import { bumpListVersions } from '../order-data/counters/counter-repository';
import { logger } from '../lib/logger';
import { notify } from '../notifications/notify';
import { versionFacts } from './file-facts';
import { fileReadyEvent } from './order-notices';
import type { AuditContext } from '../audit/audit-item';
import { ORDER_CHANGED, type OrderAudit } from './order-writes';
import { libraryWrites } from '../library-data/library-writes';
import { firstDeliveryCount } from '../library-data/delivery-month-repository';

/** Who delivered: an administrator, or the portal from a known file (decision 042). */
export type DeliveryWay = 'manual' | 'automatic';
import { deliveryAudit } from './order-audit';

/**
 * Records a file placed at stored.key as files[version] of the order as read, with `audit`'s
 * entry, the version's library items and the month's delivery counters in the same transaction;
 * then the client's lists move and the client is told (e-mail and push). The placed object goes
 * when the order went (404) or its SAV file was replaced meanwhile (409). Shared by an
 * administrator's delivery and the automatic one (known-file-delivery.ts).
 */
export async function recordDelivery(order: OrderRecord, version: string, stored: StoredFile, audit: OrderAudit, way: DeliveryWay) {
  const files = { ...order.files, [version]: stored };
  const items = [
    ...audit(order, undefined, stored.uploaded_at),
    ...libraryWrites(order, { ...order, files }),
    ...firstDeliveryCount(order, version, stored.uploaded_at, way),
  ];
  const after = await setOrderFile(order, version, stored, items);
  if (!after) {
    await deleteObject(stored.key).catch(() => undefined);
    throw (await getOrder(order.id)) ? conflict(ORDER_CHANGED) : notFound(ORDER_NOT_FOUND);
  }
  // The lists show the new file: a new version of each list they are (not in the same write:
  // the update above must answer the file it replaced; a lost bump only delays a list by one change).
  await bumpListVersions(after.client_id).catch(() => undefined);
  // Its client is told right after (the write above must answer the file it replaced).
  await notify([after.client_id], fileReadyEvent(after, version)).catch((error: Error) =>
    logger.warn('file_ready notification not written', { order: order.id, error: error.name }),
  );
  return { after, replaced: order.files[version]?.key };
}

/**
 * POST /api/admin/orders/{id}/deliver. 'nouvelle': the next vN is reserved atomically (ADD on
 * version_count), the bytes go to orders/{id}/vN/{name} and files.vN is set: concurrent
 * deliveries get distinct versions and never overwrite each other. 'sav': the bytes go to a
 * fresh orders/{id}/sav/{uuid}/{name} and replace files.sav; the replaced object is removed.
 * Either carries its SHA-256, analysis and changes against the original (none when a read fails).
 */
export async function deliver(
  admin: UserRecord,
  id: string,
  input: DeliveryInput,
  files: readonly UploadedFile[],
  context: AuditContext,
): Promise<Order> {
  const order = await requireOrder(id);
  const file = await incomingFile(admin, files, { key: input.upload_key, filename: input.filename }, orderFileRules);

  let version: string;
  let key: string;
  if (input.version === 'sav') {
    version = 'sav';
    key = savKey(id, file.filename);
  } else {
    const n = await reserveVersion(id);
    if (n === undefined) throw notFound(ORDER_NOT_FOUND);
    version = versionKey(n);
    key = versionKeyOf(id, n, file.filename);
  }

  await place(file, key);
  const facts = await versionFacts(key, order.files.original?.key);
  const stored: StoredFile = { filename: file.filename, size: file.size, uploaded_at: nowIso(), key, ...facts };
  const result = await recordDelivery(order, version, stored, deliveryAudit(context, version, stored.filename), 'manual');
  await discardSource(file);
  const { replaced } = result;
  if (replaced && replaced !== key) await deleteObject(replaced).catch(() => undefined);
  return toOrder(result.after);
}
