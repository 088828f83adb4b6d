import * as z from 'zod/mini';
import { preprocess } from '../schema/mini';
import { publicUserSchema } from '../users/schemas';

/** Refusal of a registration without the terms accepted (422). */
export const ACCEPT_TERMS = 'Vous devez accepter les conditions et la politique de confidentialité.';

const required = (message: string) => z.string({ error: message }).check(z.trim(), z.minLength(1, message));

export const emailSchema = z.pipe(
  z
    .string({ error: "L'adresse e-mail est requise" })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, "L'adresse e-mail est requise"),
      z.maxLength(254, "L'adresse e-mail est trop longue"),
    ),
  z.email("L'adresse e-mail n'est pas valide"),
);

export const passwordSchema = z
  .string({ error: 'Le mot de passe est requis' })
  .check(z.minLength(1, 'Le mot de passe est requis'), z.maxLength(200, 'Le mot de passe est trop long'));

export const newPasswordSchema = passwordSchema.check(
  z.refine((value) => value.length >= 8, {
    message: 'Le mot de passe doit contenir au moins 8 caractères',
  }),
);

export const loginSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  first_name: required('Le prénom est requis').check(z.maxLength(100)),
  last_name: required('Le nom est requis').check(z.maxLength(100)),
  company_name: required("Le nom de l'entreprise est requis").check(z.maxLength(200)),
  address: required("L'adresse est requise").check(z.maxLength(500)),
  phone: required('Le téléphone est requis').check(z.maxLength(40)),
  email: emailSchema,
  password: newPasswordSchema,
  /** The terms and the privacy notice accepted (issue 24): the account records their versions. */
  // A form field says 'true'; anything but true is refused with 422 (lib/http/validate.ts).
  acceptTerms: preprocess((v) => (v === 'true' ? true : v), z.literal(true, { error: ACCEPT_TERMS })),
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const loginResponseSchema = z.extend(tokenPairSchema, { user: publicUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export { MAX_FAILED_LOGINS, TOKEN_REFRESH_INTERVAL_MS } from './constants';

/** A refresh token is a signed JWT of a few hundred characters: anything longer is refused (400) unread. */
export const REFRESH_TOKEN_MAX = 2048;
export const REFRESH_TOKEN_TOO_LONG = 'Jeton de rafraîchissement trop long';
