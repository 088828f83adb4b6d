import * as z from 'zod/mini';

const envSchema = z.object({
  TABLE_NAME: z.string().check(z.minLength(1)),
  FILES_BUCKET: z.string().check(z.minLength(1)),
  AWS_REGION: z._default(z.string(), 'eu-west-3'),
  /** Local stack only: DynamoDB Local and s3rver endpoints. */
  DYNAMODB_ENDPOINT: z.optional(z.url()),
  S3_ENDPOINT: z.optional(z.url()),
  ACCESS_TOKEN_TTL_SECONDS: z._default(z.coerce.number().check(z.int(), z.positive()), 1800),
  REFRESH_TOKEN_TTL_SECONDS: z._default(z.coerce.number().check(z.int(), z.positive()), 30 * 24 * 3600),
  /** Lockout (functions/src/auth/lockout.ts): the first lock, doubled per further failure up to the cap. */
  LOCKOUT_BASE_SECONDS: z._default(z.coerce.number().check(z.int(), z.positive()), 60),
  LOCKOUT_MAX_SECONDS: z._default(z.coerce.number().check(z.int(), z.positive()), 3600),
  /** Failed logins one source address may make per window before its attempts are refused (429). */
  LOGIN_ADDRESS_MAX_FAILURES: z._default(z.coerce.number().check(z.int(), z.positive()), 20),
  LOGIN_ADDRESS_WINDOW_SECONDS: z._default(z.coerce.number().check(z.int(), z.positive()), 900),
});

export type Env = z.infer<typeof envSchema>;

let cached: Env | undefined;

/**
 * Parses the environment once; fails at start with the list of what is missing or wrong. Only
 * what every function needs: the token keys are read by the token code alone
 * (lib/auth/token-config.ts), so jobs and the first-admin trigger start without them.
 */
export function env(): Env {
  if (cached) return cached;
  const parsed = envSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n- ${problems.join('\n- ')}`);
  }
  cached = parsed.data;
  return cached;
}
