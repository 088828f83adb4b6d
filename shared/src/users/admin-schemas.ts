import * as z from 'zod/mini';
import { describedInput, preprocess } from '../schema/mini';
import { DEFAULT_ADMIN_COMPANY } from '../brand';
import { emailSchema, newPasswordSchema } from '../auth/schemas';
import { amountInputDescription, amountSchema } from '../pricing/amount-schema';
import { fiscalInputFields } from './fiscal';
import { publicUserSchema, roleSchema } from './schemas';

/** Administration of accounts (spec §2 Clients and Administrateurs, §7 /api/admin/users). */

export const EMAIL_TAKEN = 'Un compte existe déjà avec cette adresse e-mail';
export const USER_NOT_FOUND = 'Utilisateur introuvable';
export const USER_DELETED = 'Utilisateur supprimé';
export const CANNOT_DELETE_SELF = 'Vous ne pouvez pas supprimer votre propre compte';
export const CANNOT_DELETE_LAST_ADMIN = 'Impossible de supprimer le dernier administrateur';
export const CANNOT_DEMOTE_SELF = 'Vous ne pouvez pas modifier le rôle de votre propre compte';

const required = (message: string, max: number) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(max, 'Le texte est trop long'));
/** A text that may be absent or null (then ''): optional in the document as in the API. */
const optional = (max: number) =>
  z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max, 'Le texte est trop long')))),
    z.transform((v) => v ?? ''),
  );

/**
 * The carried-over balance ('solde', e.g. from the tool the business used before): an amount
 * within the shared bounds, typed as text ('150,50', '1 200 €') or sent as a number; empty is
 * 0. It adds to the client's balance due (functions/src/users/opening-balance.ts).
 */
export const soldeSchema = describedInput(
  preprocess(
    (v) => (v === null || v === undefined || (typeof v === 'string' && !v.trim()) ? 0 : v),
    amountSchema({
      invalid: 'Le solde doit être un montant (ex. 150,50)',
      negative: 'Le solde ne peut pas être négatif',
      tooLarge: 'Le solde ne peut pas dépasser 999 999,99\u00a0€',
      decimals: 'Le solde accepte au plus deux décimales',
    }),
  ),
  amountInputDescription(true),
);

/** The fields an administrator edits on any account. */
const accountFields = {
  first_name: required('Le prénom est requis', 100),
  last_name: required('Le nom est requis', 100),
  company_name: required("Le nom de l'entreprise est requis", 200),
  email: emailSchema,
  phone: optional(40),
  address: optional(500),
  // Absent is 0, as blank is: the field is optional (the document shows the amount's input).
  solde: z.pipe(
    z.optional(soldeSchema),
    z.transform((v) => v ?? 0),
  ),
};

/** POST /api/admin/users: a client (approved at once) or, with role admin, an administrator. */
export const createUserSchema = z.object({
  ...accountFields,
  password: newPasswordSchema,
  // Absent, blank or null: a client.
  role: z._default(preprocess((v) => (v === '' || v === null ? 'client' : v), roleSchema), 'client'),
});
export type CreateUserInput = z.infer<typeof createUserSchema>;

/** PUT /api/admin/users/{id}: the whole edited object; an empty new_password keeps the password. */
export const updateUserSchema = z.object({
  ...accountFields,
  ...fiscalInputFields,
  // Absent, "" or null keeps the password (the edit form sends its empty field); else a new one.
  new_password: z.optional(
    z.union([
      z.pipe(
        z.union([z.literal(''), z.null()]),
        z.transform(() => undefined),
      ),
      newPasswordSchema,
    ]),
  ),
});
export type UpdateUserInput = z.infer<typeof updateUserSchema>;

/**
 * POST /api/admin/administrators (spec §7): first_name, last_name, email, password and
 * company_name, which defaults to the product's service name (spec constants).
 */
export const createAdministratorSchema = z.object({
  first_name: accountFields.first_name,
  last_name: accountFields.last_name,
  email: accountFields.email,
  password: newPasswordSchema,
  company_name: z.pipe(
    optional(200),
    z.transform((v) => v || DEFAULT_ADMIN_COMPANY),
  ),
});
export type CreateAdministratorInput = z.infer<typeof createAdministratorSchema>;

/** PUT /api/admin/administrators/{id}: an empty new_password keeps the password, an empty company_name the company. */
export const updateAdministratorSchema = z.object({
  first_name: accountFields.first_name,
  last_name: accountFields.last_name,
  email: accountFields.email,
  company_name: optional(200),
  new_password: updateUserSchema.shape.new_password,
});
export type UpdateAdministratorInput = z.infer<typeof updateAdministratorSchema>;

/** An account as the administration lists it: the public fields and what its counters say. */
export const adminUserSchema = z.extend(publicUserSchema, {
  has_logo: z.boolean(),
  orders_total: z.number(),
  unpaid_count: z.number(),
  balance_due: z.number(),
  /** When the client asked for the erasure of its data (issue 24), absent when it did not. */
  erasureRequestedAt: z.optional(z.string()),
  /** When the client accepted the terms and the privacy notice at registration. */
  termsAcceptedAt: z.optional(z.string()),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const deletedUserSchema = z.object({ detail: z.string().check(z.minLength(1)) });

/** POST /api/admin/clients/{id}/logo and POST /api/client/logo. */
export const LOGO_SAVED = 'Logo téléchargé avec succès';
export const savedLogoSchema = z.object({ detail: z.string().check(z.minLength(1)), logo_filename: z.string() });
export type SavedLogo = z.infer<typeof savedLogoSchema>;
