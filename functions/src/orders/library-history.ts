import { HISTORY_MAX, libraryMessages, type LibraryHistory } from '@app/shared/library/schemas';
import { auditWrites, type AuditContext } from '../audit/audit-item';
import { notFound } from '../lib/errors';
import { requireOrder } from '../order-data/order-access';
import type { OrderRecord } from '../order-data/order-record';
import { isDeliveredVersion, libraryKeys, servicesKeyOf } from '../library-data/library-keys';
import { libraryPage, referenceFor } from '../library-data/library-repository';
import { filesOf, knownFileOf, toLibraryFile } from './library-files';
import { orderSubject } from './order-audit';
import { changeOrder } from './order-writes';

const NONE = Promise.resolve({ matches: [] });

/**
 * GET /api/admin/library/orders/{id}: the order's file, the reference it is known by (the latest
 * reusable version delivered by a person for the same original bytes and services, another order's),
 * the other orders with the same original bytes and those with the same software number but other
 * bytes (a hint only): at most HISTORY_MAX each, newest first; the search pages through the rest.
 */
export async function libraryHistory(id: string, known?: OrderRecord): Promise<LibraryHistory> {
  const order = known ?? (await requireOrder(id));
  const sha = order.files.original?.sha256;
  const software = order.files.original?.analysis?.identifiers.software_number;
  const page = { limit: HISTORY_MAX + 1 };
  const [bytes, sameSoftware, reference] = await Promise.all([
    sha ? libraryPage(libraryKeys.sha(sha), page) : NONE,
    software ? libraryPage(libraryKeys.software(software), page) : NONE,
    sha ? referenceFor(sha, servicesKeyOf(order.selected_services), order.id) : undefined,
  ]);
  const self = (other: OrderRecord) => other.id === order.id;
  const sameBytes = (other: OrderRecord) => !!sha && other.files.original?.sha256 === sha;
  return {
    file: toLibraryFile(order),
    known: knownFileOf(reference),
    same_bytes: filesOf(bytes.matches.filter((match) => match.version === 'original'), self).slice(0, HISTORY_MAX),
    same_software: filesOf(sameSoftware.matches, (other) => self(other) || sameBytes(other)).slice(0, HISTORY_MAX),
  };
}

/** The entry of a library change of an order (decision 042), in its transaction. */
const libraryAudit =
  (context: AuditContext, action: 'library.revoke' | 'library.reuse', before: Record<string, unknown>, after: Record<string, unknown>) =>
  (order: OrderRecord, _after: OrderRecord | undefined, now: string) =>
    auditWrites(context, { action, orderId: order.id, clientId: order.client_id, subject: orderSubject(order), before, after, at: now });

/**
 * POST /api/admin/library/orders/{id}/versions/{version}/revoke: the delivered version leaves the
 * references in the order's write (its library item with it): never delivered automatically again.
 * A version the order has not delivered is 404; revoking it again changes nothing.
 */
export async function revokeVersion(id: string, version: string, context: AuditContext): Promise<LibraryHistory> {
  const order = await requireOrder(id);
  if (!isDeliveredVersion(version) || !order.files[version]) throw notFound(libraryMessages.versionNotFound);
  if (order.library?.revoked?.includes(version)) return libraryHistory(id, order);
  const after = await changeOrder(
    id,
    (current) => {
      if (!current.files[version]) throw notFound(libraryMessages.versionNotFound);
      const revoked = [...new Set([...(current.library?.revoked ?? []), version])];
      return { library: { ...current.library, revoked } };
    },
    undefined,
    undefined,
    libraryAudit(context, 'library.revoke', {}, { version, revoked: version }),
  );
  return libraryHistory(id, after);
}

/** PUT /api/admin/library/orders/{id}/reuse: whether the order's original may serve as a reference (its versions follow). */
export async function setReusable(id: string, reusable: boolean, context: AuditContext): Promise<LibraryHistory> {
  const order = await requireOrder(id);
  if (!order.library?.not_reusable === reusable) return libraryHistory(id, order);
  const after = await changeOrder(
    id,
    (current) => ({ library: { ...current.library, not_reusable: !reusable } }),
    undefined,
    undefined,
    libraryAudit(context, 'library.reuse', { not_reusable: reusable }, { not_reusable: !reusable }),
  );
  return libraryHistory(id, after);
}
