import type { Order } from '@app/shared/orders/schemas';
import { versionKey } from '@app/shared/orders/versions';
import { SHORT_ID_LENGTH } from '@app/shared/orders/search';
import { nowIso } from '../lib/db/keys';
import { copyObject } from '../lib/files/objects';
import { logger } from '../lib/logger';
import type { AuditContext } from '../audit/audit-item';
import { auditWrites } from '../audit/audit-item';
import { versionKeyOf } from '../order-data/order-files';
import type { OrderRecord, StoredFile } from '../order-data/order-record';
import { reserveVersion } from '../order-data/order-repository';
import { loadCatalog } from '../price-list/price-list';
import { servicesKeyOf } from '../library-data/library-keys';
import { referenceFor, type LibraryMatch } from '../library-data/library-repository';
import { recordDelivery } from './deliver';
import { setStatus } from './admin-orders';
import { orderSubject } from './order-audit';
import type { OrderAudit } from './order-writes';

/** Who delivers a known file: the portal itself, as its audit entries say. */
export const PORTAL_CONTEXT: AuditContext = { actor: { id: 'system', name: 'Livraison automatique' }, address: '' };

/** « Livré automatiquement (fichier connu, commande #1A2B3C4D v2) »: what the audit entry says. */
export const autoDeliveryDetail = (source: { order_id: string; version: string }) =>
  `Livré automatiquement (fichier connu, commande #${source.order_id.slice(0, SHORT_ID_LENGTH).toUpperCase()} ${source.version})`;

/** Whether every selected service allows instant delivery (decision 042): each still in the catalogue, opted in, no person required. */
async function servicesAllow(order: OrderRecord): Promise<boolean> {
  if (!order.selected_services.length) return false;
  const services = new Map((await loadCatalog()).flatMap((category) => category.services).map((service) => [service.id, service]));
  return order.selected_services.every(({ id }) => {
    const service = services.get(id);
    return !!service && service.auto_delivery && !service.human_review_required && !service.emission_related;
  });
}

/** The reference a new order may be given: identical original bytes, read health ok, the same services, all allowing it. */
async function referenceOf(order: OrderRecord): Promise<LibraryMatch | undefined> {
  const original = order.files.original;
  if (!original?.sha256 || original.analysis?.health !== 'ok') return undefined;
  if (!(await servicesAllow(order))) return undefined;
  return referenceFor(original.sha256, servicesKeyOf(order.selected_services), order.id);
}

const autoDeliveryAudit =
  (source: { order_id: string; version: string }, version: string, filename: string): OrderAudit =>
  (before, _after, now) =>
    auditWrites(PORTAL_CONTEXT, {
      action: 'order.auto_delivery',
      orderId: before.id,
      clientId: before.client_id,
      subject: orderSubject(before),
      before: {},
      after: { version, filename, detail: autoDeliveryDetail(source) },
      at: now,
    });

/** Copies the reference's bytes as the order's next version and records it as any delivery, then « Terminé ». */
async function deliverFrom(order: OrderRecord, reference: LibraryMatch): Promise<Order | undefined> {
  const source = reference.order.files[reference.version];
  if (!source) return undefined;
  const n = await reserveVersion(order.id);
  if (n === undefined) return undefined;
  const version = versionKey(n);
  const key = versionKeyOf(order.id, n, source.filename);
  await copyObject(source.key, key);
  const copiedFrom = { order_id: reference.order.id, version: reference.version };
  const { key: _sourceKey, copied_from: _none, ...facts } = source;
  const stored: StoredFile = { ...facts, key, uploaded_at: nowIso(), copied_from: copiedFrom };
  await recordDelivery(order, version, stored, autoDeliveryAudit(copiedFrom, version, stored.filename), 'automatic');
  // An invoice that could not be issued is the administrators' to see (the status answer says why): the garage gets its order.
  const { invoice_problem: problem, ...done } = await setStatus(order.id, 'termine', PORTAL_CONTEXT);
  if (problem) logger.info('known file delivered, invoice not issued', { order: order.id });
  return done;
}

/**
 * Instant delivery of a known file (issue 41, decision 042), right after a new order is written:
 * when every service allows it, the original reads healthy and its bytes are those of an original
 * a person already delivered for the same services (a reference neither revoked nor marked not
 * reusable), the order gets that version's bytes as v1 and is « Terminé ». Anything else, a
 * failure included, leaves the order waiting for a person: the order as written is answered.
 */
export async function deliverKnownFile(order: OrderRecord): Promise<Order | undefined> {
  try {
    const reference = await referenceOf(order);
    return reference ? await deliverFrom(order, reference) : undefined;
  } catch (error) {
    logger.warn('known file not delivered', { order: order.id, error: (error as Error).name });
    return undefined;
  }
}
