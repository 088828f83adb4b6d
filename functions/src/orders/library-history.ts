import { isDeepStrictEqual } from 'node:util';
import { HISTORY_MAX, libraryMessages, type LibraryChange, type LibraryHistory } from '@app/shared/library/schemas';
import { auditWrites, type AuditContext } from '../audit/audit-item';
import { notFound } from '../lib/errors';
import { requireOrder } from '../order-data/order-access';
import { orderSubject, type OrderRecord } from '../order-data/order-record';
import { libraryKeys, servicesKeyOf } from '../library-data/library-keys';
import { libraryPage, referenceFor } from '../library-data/library-repository';
import { filesOf, knownFileOf, toLibraryFile } from './library-files';
import { changeLibraryState } from '../library-data/library-state-repository';

const NONE = Promise.resolve({ matches: [] });

/**
 * GET /api/admin/library/{id}: the order's file, the reference it is known by (the latest
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
  (order: OrderRecord, now: string) =>
    auditWrites(context, { action, orderId: order.id, clientId: order.client_id, subject: orderSubject(order), before, after, at: now });

/**
 * PUT /api/admin/library/{id} (decision 042): `revoke` takes a delivered version out of the
 * references (never delivered automatically again; 404 for a version the order has not delivered,
 * nothing written when it already was); `reusable` false keeps every version of the order's
 * original from being reused. In the order's write, with its library items and an audit entry each.
 */
export async function changeLibrary(id: string, change: LibraryChange, context: AuditContext): Promise<LibraryHistory> {
  const after = await changeLibraryState(
    id,
    (order) => {
      const library = { ...order.library };
      if (change.revoke !== undefined) {
        if (!order.files[change.revoke]) throw notFound(libraryMessages.versionNotFound);
        const revoked = library.revoked ?? [];
        if (!revoked.includes(change.revoke)) library.revoked = [...revoked, change.revoke];
      }
      if (change.reusable !== undefined) library.not_reusable = !change.reusable;
      return isDeepStrictEqual(library, { ...order.library }) ? undefined : library;
    },
    (before, now) => [
      ...(change.revoke !== undefined && !before.library?.revoked?.includes(change.revoke)
        ? libraryAudit(context, 'library.revoke', {}, { version: change.revoke, revoked: change.revoke })(before, now)
        : []),
      ...(change.reusable !== undefined && !before.library?.not_reusable !== change.reusable
        ? libraryAudit(context, 'library.reuse', { not_reusable: before.library?.not_reusable === true }, { not_reusable: !change.reusable })(before, now)
        : []),
    ],
  );
  return libraryHistory(id, after);
}
