import * as z from 'zod/mini';
import { newPasswordSchema } from './schemas';
import { loginAnswerSchema } from './two-factor';

/**
 * A password someone else chose (the first administrator's, generated at deploy) must be changed
 * at the first sign-in: the sign-in answers this step instead of tokens, and only
 * POST /api/auth/password takes its token (10 minutes).
 */
export const passwordChangeMessages = {
  stepExpired: 'Étape expirée\u202f: reconnectez-vous avec le mot de passe provisoire',
  samePassword: 'Choisissez un mot de passe différent du mot de passe provisoire',
  changed: 'Mot de passe changé',
} as const;

export const passwordChangeChallengeSchema = z.object({
  password_change_required: z.literal(true),
  password_token: z.string(),
});
export type PasswordChangeChallenge = z.infer<typeof passwordChangeChallengeSchema>;

/** POST /api/auth/password: the step's token and the new password. */
export const passwordChangeSchema = z.object({
  password_token: z.string().check(z.minLength(1), z.maxLength(4000)),
  new_password: newPasswordSchema,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** POST /api/auth/login: signed in, asked for the second factor, or asked for a new password. */
export const signInAnswerSchema = z.union([loginAnswerSchema, passwordChangeChallengeSchema]);
export type SignInAnswer = z.infer<typeof signInAnswerSchema>;
