import * as z from 'zod/mini';
import { retentionBounds, retentionDefaults, type RetentionField } from './retention-defaults';
import { ACCEPT_TERMS } from '../auth/schemas';

/**
 * Personal data (issue 24): the client's exports (access and portability), its erasure request,
 * the retention durations of the settings and the public privacy notice.
 */

export const privacyMessages = {
  exportPending: 'Un export est déjà en préparation.',
  exportNotFound: 'Export introuvable',
  exportNotReady: "L'export n'est pas encore prêt.",
  exportExpired: "L'export a expiré. Demandez-en un nouveau.",
  exportReady: 'Votre export de données est prêt',
  erasureRequested: "Demande d'effacement des données",
  erasureAlreadyRequested: "Une demande d'effacement est déjà enregistrée.",
  acceptTerms: ACCEPT_TERMS,
  retentionInvalid: 'La durée de conservation doit être un nombre entier',
  retentionRange: (min: number, max: number) => `La durée de conservation doit être comprise entre ${min} et ${max}`,
} as const;

export const exportStatuses = ['en_preparation', 'prete', 'echec', 'expiree'] as const;
export const exportStatusSchema = z.enum(exportStatuses);
export type ExportStatus = z.infer<typeof exportStatusSchema>;

/** French labels of an export's status. */
export const exportStatusLabels: Record<ExportStatus, string> = {
  en_preparation: 'En préparation',
  prete: 'Prête',
  echec: 'Échec',
  expiree: 'Expirée',
};

export const privacyExportSchema = z.object({
  id: z.string(),
  status: exportStatusSchema,
  requestedAt: z.string(),
  readyAt: z.optional(z.string()),
  expiresAt: z.optional(z.string()),
  sizeBytes: z.optional(z.number().check(z.int())),
});
export type PrivacyExport = z.infer<typeof privacyExportSchema>;

/** The archive's link: valid 15 minutes from the call. */
export const exportLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type ExportLink = z.infer<typeof exportLinkSchema>;

const duration = (field: RetentionField) => {
  const { min, max } = retentionBounds[field];
  return z.coerce
    .number({ error: privacyMessages.retentionInvalid })
    .check(
      z.int(privacyMessages.retentionInvalid),
      z.gte(min, privacyMessages.retentionRange(min, max)),
      z.lte(max, privacyMessages.retentionRange(min, max)),
    );
};

/** The retention durations (months, days or years as each name says). */
export const retentionSchema = z.object({
  ecuFilesMonths: duration('ecuFilesMonths'),
  chatAttachmentsMonths: duration('chatAttachmentsMonths'),
  securityLogsMonths: duration('securityLogsMonths'),
  notificationsDays: duration('notificationsDays'),
  exportsDays: duration('exportsDays'),
  auditYears: duration('auditYears'),
  invoicesYears: duration('invoicesYears'),
});
export type Retention = z.infer<typeof retentionSchema>;

/** PUT /api/admin/settings `retention`: the durations given; an absent one keeps its value. */
export const retentionInputSchema = z.partial(retentionSchema);
export type RetentionInput = z.infer<typeof retentionInputSchema>;

/** The retention of the settings item: the defaults under what was saved. */
export const retentionOf = (saved: Partial<Retention> | undefined): Retention => ({ ...retentionDefaults, ...saved });

/** GET /api/privacy: the controller (the seller identity of the invoicing settings), durations, versions. */
export const privacyNoticeSchema = z.object({
  controller: z.object({
    name: z.string(),
    address: z.string(),
    siren: z.optional(z.string()),
    email: z.optional(z.string()),
    phone: z.optional(z.string()),
  }),
  retention: retentionSchema,
  termsVersion: z.string(),
  noticeVersion: z.string(),
  updatedAt: z.string(),
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

export const erasureRequestSchema = z.nullable(z.object({ requestedAt: z.string() }));
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

