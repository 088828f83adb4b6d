import * as z from 'zod/mini';
import { defineEntity } from '../lib/db/entity';
import { indexKeys, keys } from '../lib/db/keys';

/**
 * The library's items (decision 042), in the order's own partition and written in its own
 * transactions (library-writes.ts): one per key of its original, one per delivered version.
 */

/** One key of an order's original: its gsi1 partition holds every original with that key, newest first. */
export const libraryKeyEntity = defineEntity({
  type: 'library_key',
  schema: z.object({ order_id: z.string(), client_id: z.string(), created_at: z.string(), key: z.string() }),
  key: (orderId: string, key: string) => keys.libraryKey(orderId, key),
  keyOf: (entry) => keys.libraryKey(entry.order_id, entry.key),
  indexes: (entry) => indexKeys.library(entry.key, entry.created_at, entry.order_id),
});
export type LibraryKeyRecord = z.infer<typeof libraryKeyEntity.schema>;

/**
 * A delivered version: in its bytes' SHA-256 partition (gsi1, beside the originals of those
 * bytes), and while it may be reused in the reference partition of its order's original bytes
 * and services (gsi2, sparse). A copy delivered automatically is never a reference itself: a
 * revoked reference stops every copy to come.
 */
export const libraryVersionEntity = defineEntity({
  type: 'library_version',
  schema: z.object({
    order_id: z.string(),
    client_id: z.string(),
    version: z.string(),
    filename: z.string(),
    sha256: z.nullable(z.string()),
    delivered_at: z.string(),
    original_sha256: z.nullable(z.string()),
    services_key: z.string(),
    copied_from: z.nullable(z.object({ order_id: z.string(), version: z.string() })),
    reference: z.boolean(),
  }),
  key: (orderId: string, version: string) => keys.libraryVersion(orderId, version),
  keyOf: (entry) => keys.libraryVersion(entry.order_id, entry.version),
  indexes: (entry) => ({
    ...(entry.sha256 ? indexKeys.library(`SHA#${entry.sha256}`, entry.delivered_at, entry.order_id, entry.version) : {}),
    ...(entry.reference && entry.original_sha256
      ? indexKeys.libraryReference(entry.original_sha256, entry.services_key, entry.delivered_at, entry.order_id, entry.version)
      : {}),
  }),
});
export type LibraryVersionRecord = z.infer<typeof libraryVersionEntity.schema>;
