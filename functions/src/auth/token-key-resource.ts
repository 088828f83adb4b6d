import { GetSecretValueCommand, PutSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type { CloudFormationCustomResourceEvent } from 'aws-lambda';
import * as z from 'zod/mini';
import { generateTokenKey, parsePrivateJwk, type PrivateJwk } from '../lib/auth/token-keys';
import { logger } from '../lib/logger';

const propsSchema = z.object({ SecretArn: z.string().check(z.minLength(1)), KeyId: z.string().check(z.minLength(1)) });

/** What the stack reads back (public, by Fn::GetAtt): the public point of the key. */
export interface TokenKeyData {
  X: string;
  Y: string;
}

/** The key already in the secret, when it is a private JWK of this key id. */
function keptKey(text: string | undefined, kid: string): PrivateJwk | undefined {
  try {
    const jwk = parsePrivateJwk(text ?? '');
    return jwk.kid === kid ? jwk : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Returns the key pair of `kid` kept in its secret, creating it on the first run. The secret is
 * created by CloudFormation with a random placeholder; this handler replaces it once by the
 * private JWK, and afterwards only reads it: a redeploy never changes a key (which would log
 * everyone out). The private key never leaves the secret; CloudFormation gets the public point.
 */
export async function ensureTokenKey(
  secretArn: string,
  kid: string,
  client = new SecretsManagerClient({}),
): Promise<TokenKeyData> {
  const current = await client.send(new GetSecretValueCommand({ SecretId: secretArn }));
  let key = keptKey(current.SecretString, kid);
  if (!key) {
    key = await generateTokenKey(kid);
    await client.send(new PutSecretValueCommand({ SecretId: secretArn, SecretString: JSON.stringify(key) }));
    logger.info('token key created', { kid });
  }
  return { X: key.x, Y: key.y };
}

/** The custom resource of infra/lib/token-keys.ts (CDK Provider framework, onEvent). */
export const handler = async (event: CloudFormationCustomResourceEvent) => {
  const { SecretArn, KeyId } = propsSchema.parse(event.ResourceProperties);
  const physicalId = `token-key-${KeyId}`;
  // The secret goes with its CloudFormation resource; nothing else to remove.
  if (event.RequestType === 'Delete') return { PhysicalResourceId: event.PhysicalResourceId };
  return { PhysicalResourceId: physicalId, Data: await ensureTokenKey(SecretArn, KeyId) };
};
