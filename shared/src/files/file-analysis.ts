import * as z from 'zod/mini';

/**
 * What the portal reads from an ECU/TCU file (issue 18): its size and SHA-256, a family guess,
 * the identifiers found in its printable runs, and a health verdict with its reasons. Indicative
 * only: it never blocks an order. Built by functions/src/lib/files/analysis, streamed over the
 * bytes; stored on the order's file entries.
 */

export const fileHealths = ['ok', 'warning', 'unreadable'] as const;
export type FileHealth = (typeof fileHealths)[number];

/**
 * Why a file is not `ok`: empty or all one byte (unreadable); an erased run (≥ 16 KiB of 0xFF or
 * 0x00) inside the file, a size no known family has, a file mostly made of one byte (warning).
 */
export const findingCodes = ['empty', 'uniform', 'erased_block', 'unknown_size', 'mostly_one_byte'] as const;
export type FindingCode = (typeof findingCodes)[number];

export const analysisFindingSchema = z.object({
  code: z.enum(findingCodes),
  /** French, as shown: 'Lecture peut-être incomplète : zone effacée de 64 Ko à 0x1A0000'. */
  message: z.string(),
  /** Where it sits in the file (erased block), else null. */
  offset: z.nullable(z.number().check(z.int(), z.gte(0))),
  length: z.nullable(z.number().check(z.int(), z.gte(0))),
});
export type AnalysisFinding = z.infer<typeof analysisFindingSchema>;

/** Identifiers found in printable runs only; null when none was found. */
export const ecuIdentifiersSchema = z.object({
  /** 'Bosch', 'Siemens/Continental', 'Delphi', 'Marelli', ... */
  manufacturer: z.nullable(z.string()),
  /** 'EDC17C66', 'MED17.5.2', 'SIMOS18.1', 'SID807', ... */
  ecu_variant: z.nullable(z.string()),
  /** Bosch hardware number, e.g. '0281017946'. */
  hardware_number: z.nullable(z.string()),
  /** Bosch software number, e.g. '1037541778'. */
  software_number: z.nullable(z.string()),
  /** Vehicle maker's part number, e.g. VAG '03L906018AJ'. */
  part_number: z.nullable(z.string()),
});
export type EcuIdentifiers = z.infer<typeof ecuIdentifiersSchema>;

export const fileAnalysisSchema = z.object({
  size: z.number().check(z.int(), z.gte(0)),
  /** Lower-case hex. */
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  /** The family its size and identifiers point to ('EDC17', 'ME7', 'SIMOS', ...), null when none. */
  family: z.nullable(z.string()),
  identifiers: ecuIdentifiersSchema,
  health: z.enum(fileHealths),
  findings: z.array(analysisFindingSchema),
});
export type FileAnalysis = z.infer<typeof fileAnalysisSchema>;

/** A delivered version against the original read: what changed, and whether the size was kept. */
export const changeSummarySchema = z.object({
  original_size: z.number().check(z.int(), z.gte(0)),
  size: z.number().check(z.int(), z.gte(0)),
  /** A tuned file must keep the size of its read: true is a warning. */
  size_differs: z.boolean(),
  /** Bytes that differ over the common length. */
  bytes_changed: z.number().check(z.int(), z.gte(0)),
  /** Runs of changed bytes (runs closer than 16 bytes count as one). */
  regions: z.number().check(z.int(), z.gte(0)),
  largest_region: z.nullable(
    z.object({ offset: z.number().check(z.int(), z.gte(0)), length: z.number().check(z.int(), z.gte(0)) }),
  ),
});
export type ChangeSummary = z.infer<typeof changeSummarySchema>;

/** How the garage read the file (asked on the new-order form). */
export const readMethods = ['obd', 'banc', 'boot'] as const;
export type ReadMethod = (typeof readMethods)[number];

/**
 * `POST /api/uploads/analysis`: the key of the caller's presigned upload to analyse; with an
 * order's id (administrators), the upload is also compared with that order's original.
 */
export const analysisRequestSchema = z.object({
  upload_key: z
    .string({ error: 'La clé du fichier est requise' })
    .check(z.trim(), z.minLength(1, 'La clé du fichier est requise'), z.maxLength(1024)),
  order_id: z.optional(
    z
      .string({ error: 'Identifiant de commande invalide' })
      .check(z.trim(), z.minLength(1, 'Identifiant de commande invalide'), z.maxLength(100)),
  ),
});
export type AnalysisRequest = z.infer<typeof analysisRequestSchema>;

/** Its answer: the analysis, and with an `order_id` the changes against the order's original (none when it has none, or its read failed). */
export const uploadAnalysisSchema = z.extend(fileAnalysisSchema, { changes: z.optional(changeSummarySchema) });
export type UploadAnalysis = z.infer<typeof uploadAnalysisSchema>;
