import * as z from 'zod/mini';
import { refuse } from '../schema/mini';
import { sentText } from '../schema/sent-text';

/**
 * Partners (spec §2 'Partners', §3, §7) and the logo rules shared by partner and client logos.
 * Shared by the API and the web forms: no server import here.
 */

export const PARTNER_NAME_MAX = 100;
/** Largest logo accepted, in bytes ('2 Mo'). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Logo image types, recognised by their bytes (never by name or declared type). SVG is refused: it can carry scripts. */
export const logoTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type LogoType = (typeof logoTypes)[number];

export const partnerMessages = {
  nameRequired: 'Le nom du partenaire est requis',
  nameTooLong: `Le nom du partenaire ne doit pas dépasser ${PARTNER_NAME_MAX} caractères`,
  created: 'Partenaire ajouté avec succès',
  updated: 'Partenaire mis à jour',
  deleted: 'Partenaire supprimé',
  notFound: 'Partenaire introuvable',
} as const;

/** Messages of every logo (partners and clients). */
export const logoMessages = {
  notFound: 'Logo introuvable',
  notImage: 'Veuillez sélectionner un fichier image',
  noFile: 'Veuillez sélectionner un fichier',
  tooLarge: 'Le logo ne doit pas dépasser 2 Mo',
  uploaded: 'Logo téléchargé avec succès',
} as const;

/** A partner as the API returns it. The logo itself is read through GET /api/partners/{id}/logo. */
export const partnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  logo_filename: z.nullable(z.string()),
  has_logo: z.boolean(),
  created_at: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;

export const partnersSchema = z.array(partnerSchema);

/** POST /api/admin/partners answer. */
export const createdPartnerSchema = z.object({ detail: z.string(), partner: partnerSchema });
export type CreatedPartner = z.infer<typeof createdPartnerSchema>;

/** A logo link: a short-lived presigned URL of the image (GET …/logo?format=json). */
export const logoLinkSchema = z.object({ url: z.string() });
export type LogoLink = z.infer<typeof logoLinkSchema>;

/** POST /api/admin/partners and PUT /api/admin/partners/{id} (JSON or multipart `name`). */
export const partnerInputSchema = z.object({
  name: z.pipe(
    z.optional(sentText(PARTNER_NAME_MAX, partnerMessages.nameTooLong, partnerMessages.nameRequired)),
    z.transform((value, ctx) => {
      const name = (value ?? '').trim();
      if (!name) refuse(ctx, partnerMessages.nameRequired);
      else if (name.length > PARTNER_NAME_MAX) refuse(ctx, partnerMessages.nameTooLong);
      return name;
    }),
  ),
});
export type PartnerInput = z.infer<typeof partnerInputSchema>;
