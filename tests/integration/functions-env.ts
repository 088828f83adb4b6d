import { inject, vi } from 'vitest';
import { LOCAL_FILES_BUCKET, LOCAL_TABLE } from '@app/infra/local/stack';

/**
 * The environment a Lambda of the local stack sees, for code of functions/ run in the test process.
 * The files share one module graph (vitest.config.ts): when an earlier file left another
 * environment (purge-guard's own bucket), the modules that parsed it are loaded again.
 */
export function useFunctionsEnv(): void {
  const wanted: Record<string, string> = {
    TABLE_NAME: LOCAL_TABLE,
    FILES_BUCKET: LOCAL_FILES_BUCKET,
    AWS_REGION: 'eu-west-3',
    S3_ENDPOINT: inject('s3Endpoint'),
    SES_ENDPOINT: inject('sesEndpoint'),
    DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
    TOKEN_SIGNING_KEY: inject('tokenKey'),
    TOKEN_PUBLIC_KEYS: inject('tokenPublicKeys'),
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    LOG_LEVEL: 'SILENT',
  };
  const changed = Object.entries(wanted).some(([name, value]) => process.env[name] !== value);
  Object.assign(process.env, wanted);
  if (changed) vi.resetModules();
}
