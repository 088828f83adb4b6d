import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { LOCAL_FILES_BUCKET, LOCAL_TABLE } from '@app/infra/local/stack';
import { TEST_ADMIN } from '../support/constants';

const repoRoot = resolve(import.meta.dirname, '../..');

/**
 * Runs a script in a fresh Node process whose environment is what CDK gives a job or the
 * first-admin trigger (tables, bucket, region), without any token key: as in the cloud.
 */
function runWithJobEnv(script: string) {
  const out = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: repoRoot,
    encoding: 'utf8',
    timeout: 60_000,
    env: {
      PATH: process.env.PATH,
      TABLE_NAME: LOCAL_TABLE,
      FILES_BUCKET: LOCAL_FILES_BUCKET,
      AWS_REGION: 'eu-west-3',
      DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
      S3_ENDPOINT: inject('s3Endpoint'),
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      LOG_LEVEL: 'SILENT',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  });
  expect(out.stderr).not.toMatch(/Invalid environment|JWT|TOKEN_/);
  expect(out.status, out.stderr).toBe(0);
  return JSON.parse(out.stdout.trim().split('\n').at(-1) ?? 'null') as unknown;
}

describe('functions that handle no token start without token keys', () => {
  it('runs the purge-stale-files job handler', () => {
    const result = runWithJobEnv(
      "const { handler } = await import('@app/functions/jobs/purge-stale-files'); console.log(JSON.stringify(await handler()));",
    );
    expect(result).toMatchObject({ uploads: expect.any(Number), orphans: expect.any(Number) });
  });

  it("runs the first-admin trigger's creation, which leaves an existing administrator alone", () => {
    const script = [
      "await import('@app/functions/setup/first-admin');",
      "const { createAdministrator } = await import('@app/functions/setup/administrator');",
      `console.log(JSON.stringify(await createAdministrator(${JSON.stringify(TEST_ADMIN.email)}, 'Another-Password-123')));`,
    ].join('\n');
    expect(runWithJobEnv(script)).toBe('exists');
  });
});
