import * as z from 'zod/mini';
import { loginResponseSchema } from './schemas';

/**
 * Two-factor sign-in (issue 22 for administrators, issue 36 for approved clients too): a TOTP code
 * (RFC 6238, 30 s, 6 digits) asked after the password, or one of ten single-use recovery codes.
 */
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;

export const twoFactorMessages = {
  wrongCode: 'Code de vérification incorrect',
  replayed: 'Ce code a déjà été utilisé. Attendez le suivant.',
  stepExpired: 'Étape de connexion expirée\u202f: saisissez à nouveau votre mot de passe',
  noPendingKey: 'Commencez par générer une clé',
  enabled: 'Double authentification activée',
  disabled: 'Double authentification désactivée',
  alreadyEnabled: 'La double authentification est déjà activée',
  notEnabled: "La double authentification n'est pas activée",
  mandatory: 'La double authentification est obligatoire pour les administrateurs',
  mandatoryForClients: 'La double authentification est obligatoire pour les clients',
  enrolFirst: 'Activez la double authentification pour continuer',
  policySaved: 'Règle de connexion enregistrée',
} as const;

/** The password was right; a code must follow (POST /api/auth/login/totp with this token, 5 minutes). */
export const twoFactorChallengeSchema = z.object({ mfa_required: z.literal(true), mfa_token: z.string() });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** POST /api/auth/login: signed in, or asked for the second factor. */
export const loginAnswerSchema = z.union([loginResponseSchema, twoFactorChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

const codeField = z
  .pipe(
    // A recovery code, with its spaces and dashes, is well under 64 characters.
    z.string({ error: 'Le code est requis' }).check(z.maxLength(64, 'Le code est requis')),
    z.transform((code) => code.replace(/[\s-]/g, '').toLowerCase()),
  )
  .check(z.refine((code) => code.length >= TOTP_DIGITS && code.length <= 16, 'Le code est requis'));

/** POST /api/auth/login/totp: a TOTP code, or a recovery code. */
export const twoFactorLoginSchema = z.object({
  mfa_token: z.string().check(z.minLength(1), z.maxLength(4000)),
  code: codeField,
});

/** POST /api/auth/totp/enable and DELETE /api/auth/totp: a current code of the application. */
export const totpCodeSchema = z.object({
  code: z
    .pipe(
      z.string({ error: 'Le code est requis' }).check(z.maxLength(64, 'Le code est requis')),
      z.transform((code) => code.replace(/\s/g, '')),
    )
    .check(
      z.refine((code) => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(code), `Le code comporte ${TOTP_DIGITS} chiffres`),
    ),
});

/** POST /api/auth/totp/setup: a new key to scan (kept pending until a code proves it). */
export const totpSetupSchema = z.object({ secret: z.string(), otpauth_uri: z.string() });

/** POST /api/auth/totp/enable: the ten recovery codes, shown once, and an access token free of the enrolment step. */
export const totpEnabledSchema = z.object({
  detail: z.string(),
  recovery_codes: z.array(z.string()).check(z.length(RECOVERY_CODE_COUNT)),
  access_token: z.string(),
});

/**
 * The business's sign-in rule: whether every administrator must use a second factor, and apart
 * whether every approved client must (issue 36; off by default, absent on policies saved before).
 */
export const securityPolicySchema = z.object({ require_admin_2fa: z.boolean(), require_client_2fa: z._default(z.boolean(), false) });
export type SecurityPolicy = z.infer<typeof securityPolicySchema>;
/** PUT /api/admin/security/policy: a rule left out keeps its saved value. */
export const securityPolicyInputSchema = z.object({
  require_admin_2fa: z.boolean({ error: 'Valeur invalide' }),
  require_client_2fa: z.optional(z.boolean({ error: 'Valeur invalide' })),
});
export type SecurityPolicyInput = z.infer<typeof securityPolicyInputSchema>;
