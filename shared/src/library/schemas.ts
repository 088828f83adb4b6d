import * as z from 'zod/mini';
import { cursorSchema, pageLimitSchema } from '../api/paging';
import { fileHealths } from '../files/file-analysis';
import { orderStatuses } from '../orders/statuses';

/**
 * The file library (issue 41, decision 042): every original and every delivered version, looked
 * up by keys written with the order. Shared by the API and the web: no server import here.
 */

/** What the library is searched by. */
export const librarySearchKinds = ['sha256', 'software', 'ecu_software', 'hardware', 'vehicle', 'service', 'client'] as const;
export type LibrarySearchKind = (typeof librarySearchKinds)[number];

export const LIBRARY_TEXT_MAX = 100;

export const libraryMessages = {
  kindInvalid: 'Critère de recherche invalide',
  termRequired: 'Précisez ce que vous cherchez',
  termTooLong: `Le critère ne doit pas dépasser ${LIBRARY_TEXT_MAX} caractères`,
  shaInvalid: 'Une empreinte SHA-256 a 64 caractères hexadécimaux',
  familyRequired: 'Précisez la famille du calculateur',
  versionNotFound: 'Version introuvable',
  changeRequired: 'Indiquez la version à révoquer ou si le fichier est réutilisable',
  autoWithReview: 'Un service soumis à une vérification humaine ne peut pas être livré automatiquement',
  autoWithEmissions: 'Un service lié aux émissions exige une vérification humaine\u202f: la livraison automatique est refusée',
} as const;

const text = z.optional(z.string({ error: libraryMessages.termTooLong }).check(z.trim(), z.maxLength(LIBRARY_TEXT_MAX, libraryMessages.termTooLong)));

/**
 * `?by=&q=&family=&make=&model=&engine=&cursor=&limit=`: `q` is the SHA-256, software or hardware
 * number, service or client id; `ecu_software` takes `family` and `q`; `vehicle` takes `make`, and
 * optionally `model` then `engine`.
 */
export const librarySearchQuery = z.object({
  by: z.enum(librarySearchKinds, { error: libraryMessages.kindInvalid }),
  q: text,
  family: text,
  make: text,
  model: text,
  engine: text,
  cursor: cursorSchema,
  limit: pageLimitSchema,
});
export type LibrarySearchQuery = z.infer<typeof librarySearchQuery>;

/** A delivered version as the library shows it. */
export const libraryVersionSchema = z.object({
  version: z.string(),
  filename: z.string(),
  sha256: z.nullable(z.string()),
  delivered_at: z.string(),
  /** Delivered automatically: the order and version it is a copy of. */
  copied_from: z.nullable(z.object({ order_id: z.string(), version: z.string() })),
  /** Revoked as a reference by an administrator: never reused again. */
  revoked: z.boolean(),
  /** Whether a new order with the same original bytes and services may receive it. */
  reusable: z.boolean(),
});
export type LibraryVersion = z.infer<typeof libraryVersionSchema>;

/** One order of the library: its vehicle, its original's identification, what was delivered. */
export const libraryFileSchema = z.object({
  order_id: z.string(),
  created_at: z.string(),
  client_id: z.string(),
  client_name: z.string(),
  vehicle: z.string(),
  engine: z.string(),
  status: z.enum(orderStatuses),
  services: z.array(z.string()),
  original: z.object({
    filename: z.string(),
    sha256: z.nullable(z.string()),
    family: z.nullable(z.string()),
    software_number: z.nullable(z.string()),
    hardware_number: z.nullable(z.string()),
    health: z.nullable(z.enum(fileHealths)),
  }),
  /** The order's original was marked not reusable: none of its versions is reused. */
  reusable: z.boolean(),
  versions: z.array(libraryVersionSchema),
});
export type LibraryFile = z.infer<typeof libraryFileSchema>;

/** A delivered version a new order may be given: « Fichier connu ». */
export const knownFileSchema = z.object({ order_id: z.string(), version: z.string(), filename: z.string(), delivered_at: z.string() });
export type KnownFile = z.infer<typeof knownFileSchema>;

/** Each list of a file's history holds at most this many orders; the search pages through the rest. */
export const HISTORY_MAX = 20;

/** GET /api/admin/library/{id}: the file, its known reference and its history. */
export const libraryHistorySchema = z.object({
  file: libraryFileSchema,
  /** The latest reusable version delivered for the same original bytes and the same services (not this order's). */
  known: z.nullable(knownFileSchema),
  /** Earlier orders with the same original bytes, newest first. */
  same_bytes: z.array(libraryFileSchema),
  /** Other orders with the same software number (a hint only: other bytes). */
  same_software: z.array(libraryFileSchema),
});
export type LibraryHistory = z.infer<typeof libraryHistorySchema>;

/**
 * PUT /api/admin/library/{id}: `revoke` a delivered version (v1…) as a reference, and/or set whether
 * the order's original may serve as a reference (`reusable`); at least one.
 */
export const libraryChangeSchema = z
  .object({
    revoke: z.optional(z.string({ error: libraryMessages.versionNotFound }).check(z.regex(/^v[1-9]\d{0,3}$/, libraryMessages.versionNotFound))),
    reusable: z.optional(z.boolean({ error: 'Indiquez si le fichier est réutilisable' })),
  })
  .check(z.refine((change) => change.revoke !== undefined || change.reusable !== undefined, libraryMessages.changeRequired));
export type LibraryChange = z.infer<typeof libraryChangeSchema>;

/** This month's first deliveries (UTC month), in GET /api/admin/stats's `deliveries`. */
export const deliveryStatsSchema = z.object({
  month: z.string(),
  delivered: z.number().check(z.int(), z.gte(0)),
  automatic: z.number().check(z.int(), z.gte(0)),
  /** automatic / delivered, 0 when none. */
  automatic_share: z.number().check(z.gte(0), z.lte(1)),
  /** The median time from order to first delivery (seconds, the upper bound of its histogram bucket), null when none. */
  median_seconds: z.object({ automatic: z.nullable(z.number()), manual: z.nullable(z.number()) }),
});
export type DeliveryStats = z.infer<typeof deliveryStatsSchema>;
