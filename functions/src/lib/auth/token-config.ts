import * as z from 'zod';

const tokenEnvSchema = z
  .object({
    /** Either the secret itself (local) or its Secrets Manager ARN (cloud). */
    JWT_SECRET: z.string().min(32).optional(),
    JWT_SECRET_ARN: z.string().min(1).optional(),
  })
  .refine((e) => e.JWT_SECRET || e.JWT_SECRET_ARN, { message: 'JWT_SECRET or JWT_SECRET_ARN is required' });

export type TokenConfig = z.infer<typeof tokenEnvSchema>;

let cached: TokenConfig | undefined;

/** The token keys, read on the first token signed or checked: functions that handle none never need them. */
export function tokenConfig(): TokenConfig {
  if (cached) return cached;
  const parsed = tokenEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'token keys'}: ${i.message}`);
    throw new Error(`Invalid environment:\n- ${problems.join('\n- ')}`);
  }
  return (cached = parsed.data);
}
