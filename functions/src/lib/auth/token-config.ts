import * as z from 'zod/mini';

/**
 * The token key environment, read on the first token signed or checked: functions that handle no
 * token (jobs, deploy triggers) never need it.
 * - TOKEN_PUBLIC_KEYS: the JWKS every API function verifies with (public, not a secret).
 * - TOKEN_SIGNING_KEY (local) or TOKEN_SIGNING_KEY_ARN (cloud, a Secrets Manager secret): the
 *   private JWK, given to the auth function only.
 */
const publicKeysSchema = z.object({ TOKEN_PUBLIC_KEYS: z.string().check(z.minLength(1)) });
const signingKeySchema = z
  .object({
    TOKEN_SIGNING_KEY: z.optional(z.string().check(z.minLength(1))),
    TOKEN_SIGNING_KEY_ARN: z.optional(z.string().check(z.minLength(1))),
  })
  .check(
    z.refine((e) => e.TOKEN_SIGNING_KEY || e.TOKEN_SIGNING_KEY_ARN, {
      message: 'TOKEN_SIGNING_KEY or TOKEN_SIGNING_KEY_ARN is required to sign tokens',
    }),
  );

function parse<T>(schema: z.ZodMiniType<T>): T {
  const parsed = schema.safeParse(process.env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'token keys'}: ${i.message}`);
  throw new Error(`Invalid environment:\n- ${problems.join('\n- ')}`);
}

export const publicKeysText = (): string => parse(publicKeysSchema).TOKEN_PUBLIC_KEYS;

export const signingKeySource = (): { TOKEN_SIGNING_KEY?: string; TOKEN_SIGNING_KEY_ARN?: string } =>
  parse(signingKeySchema);
