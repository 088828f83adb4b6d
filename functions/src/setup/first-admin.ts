import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod/mini';
import { logger } from '../lib/logger';
import { createAdministrator, type AdministratorOutcome } from './administrator';

/** The secret CDK generates: `{"email": "...", "password": "<generated>"}`. */
const adminSecretSchema = z.object({ email: z.email(), password: z.string().check(z.minLength(12)) });

export async function readAdminSecret(secretId: string, client = new SecretsManagerClient({})) {
  const out = await client.send(new GetSecretValueCommand({ SecretId: secretId }));
  return adminSecretSchema.parse(JSON.parse(out.SecretString ?? '{}'));
}

/**
 * Run once per deploy by a CDK Trigger (infra/lib/first-admin.ts): creates the first
 * administrator from the Secrets Manager secret, or leaves an existing account alone.
 */
export const handler = async (): Promise<{ outcome: AdministratorOutcome }> => {
  const secretId = process.env.ADMIN_SECRET_ARN;
  if (!secretId) throw new Error('ADMIN_SECRET_ARN is required');
  const { email, password } = await readAdminSecret(secretId);
  // The generated password opens nothing but its own replacement (POST /api/auth/password).
  const outcome = await createAdministrator(email, password, { mustChangePassword: true });
  logger.info('first administrator', { outcome });
  return { outcome };
};
