import type { KnownFile, LibraryFile } from '@app/shared/library/schemas';
import { sortVersions } from '@app/shared/orders/versions';
import { vehicleOf, type OrderRecord } from '../order-data/order-record';
import { isDeliveredVersion } from '../library-data/library-keys';
import { isReference } from '../library-data/library-writes';
import type { LibraryMatch } from '../library-data/library-repository';

/** An order as the library shows it (decision 042): its original's identification and its delivered versions. */
export function toLibraryFile(order: OrderRecord): LibraryFile {
  const original = order.files.original;
  const analysis = original?.analysis;
  const revoked = order.library?.revoked ?? [];
  const versions = sortVersions(Object.keys(order.files).filter(isDeliveredVersion)).flatMap((version) => {
    const file = order.files[version];
    if (!file) return [];
    return [
      {
        version,
        filename: file.filename,
        sha256: file.sha256 ?? null,
        delivered_at: file.uploaded_at,
        copied_from: file.copied_from ?? null,
        revoked: revoked.includes(version),
        reusable: isReference(order, version),
      },
    ];
  });
  return {
    order_id: order.id,
    created_at: order.created_at,
    client_id: order.client_id,
    client_name: order.client_company || order.client_name,
    vehicle: vehicleOf(order),
    engine: order.engine,
    status: order.status,
    services: order.selected_services.map((service) => service.name),
    original: {
      filename: original?.filename ?? order.original_filename,
      sha256: original?.sha256 ?? null,
      family: analysis?.family ?? null,
      software_number: analysis?.identifiers.software_number ?? null,
      hardware_number: analysis?.identifiers.hardware_number ?? null,
      health: analysis?.health ?? null,
    },
    reusable: !order.library?.not_reusable,
    versions,
  };
}

/** The orders of matches, each once, in the order found. */
export const filesOf = (matches: readonly LibraryMatch[], except?: (order: OrderRecord) => boolean): LibraryFile[] => {
  const seen = new Set<string>();
  return matches.flatMap(({ order }) => {
    if (seen.has(order.id) || except?.(order)) return [];
    seen.add(order.id);
    return [toLibraryFile(order)];
  });
};

/** « Fichier connu »: the reference version a new order with these bytes and services may be given. */
export function knownFileOf(match: LibraryMatch | undefined): KnownFile | null {
  const file = match?.order.files[match.version];
  if (!match || !file) return null;
  return { order_id: match.order.id, version: match.version, filename: file.filename, delivered_at: file.uploaded_at };
}
