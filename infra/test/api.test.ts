import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Stage } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { domains } from '@app/functions/routes';
import { actionsOf, logicalId, must, policyStatements, synthDefault, type Synthesized } from './synth';

let synth: Synthesized;
let template: Template;

beforeAll(async () => {
  synth = await synthDefault();
  template = synth.template;
});

/** The app's own Lambdas (domains, jobs, first-admin trigger, push), not CDK's providers. */
const appFunctions = () => {
  const all = template.findResources('AWS::Lambda::Function');
  const fns = [
    ...Object.values(synth.stack.api.functions),
    ...synth.stack.jobs.map((job) => job.function),
    synth.stack.firstAdmin.function,
    synth.stack.push.socketFunction,
    synth.stack.push.streamFunction,
  ];
  return fns.map((fn) => must(all[logicalId(synth.stack, fn)], 'function'));
};

describe('functions', () => {
  it('runs one Lambda per domain, one per job, the first-admin trigger and the two push handlers', () => {
    expect(appFunctions()).toHaveLength(domains.length + synth.stack.jobs.length + 3);
  });

  it('runs every Lambda on Node.js 22, ARM64, as an ESM bundle, traced, without source maps', () => {
    for (const fn of appFunctions()) {
      expect(fn.Properties).toMatchObject({
        Runtime: 'nodejs22.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        MemorySize: 512,
        TracingConfig: { Mode: 'Active' },
      });
      expect(fn.Properties.Environment.Variables.NODE_OPTIONS).toBeUndefined();
      // The local test stacks' cheaper password hashes (functions/src/lib/auth/passwords.ts): never in the cloud.
      expect(fn.Properties.Environment.Variables.PASSWORD_SCRYPT_N).toBeUndefined();
    }
  });

  it('gives each domain function its configuration, and no reserved concurrency by default', () => {
    for (const domain of domains) {
      const id = logicalId(synth.stack, synth.stack.api.functions[domain]);
      const fn = template.findResources('AWS::Lambda::Function')[id];
      expect(fn?.Properties.Timeout).toBe(15);
      expect(fn?.Properties.ReservedConcurrentExecutions).toBeUndefined();
      expect(Object.keys(fn?.Properties.Environment.Variables)).toEqual(
        expect.arrayContaining(['CURSOR_SECRET_ARN', 'FILES_BUCKET', 'NODE_ENV', 'ORIGIN_VERIFY_SECRET_ARN', 'TABLE_NAME']),
      );
    }
  });

  it("gives every API function the same cursor key's ARN to read at run time, and no function its value", () => {
    const secretId = logicalId(synth.stack, synth.stack.cursorSecret.secret);
    const functions = template.findResources('AWS::Lambda::Function');
    for (const domain of domains) {
      const fn = functions[logicalId(synth.stack, synth.stack.api.functions[domain])];
      expect(fn?.Properties.Environment.Variables.CURSOR_SECRET_ARN).toEqual({ Ref: secretId });
    }
    for (const [id, fn] of Object.entries(functions)) {
      const environment = JSON.stringify(fn.Properties.Environment ?? {});
      expect(environment, id).not.toContain('CURSOR_SECRET"');
      expect(environment, id).not.toContain('{{resolve:secretsmanager:');
    }
  });

  it('bundles each handler locally into one ESM file with the AWS SDK inside, without maps', () => {
    const outdir = must(Stage.of(synth.stack), 'stage').outdir;
    for (const fn of appFunctions()) {
      const hash = (fn.Properties.Code.S3Key as string).replace(/\.zip$/, '');
      const bundle = readFileSync(join(outdir, `asset.${hash}`, 'index.mjs'), 'utf8');
      expect(bundle.startsWith("import { createRequire } from 'module';")).toBe(true);
      expect(bundle).not.toMatch(/from\s*["']@aws-sdk\//);
      expect(existsSync(join(outdir, `asset.${hash}`, 'index.mjs.map'))).toBe(false);
      // Decision 025: the SDK's credential chain reduced to the environment (esbuild alias).
      expect(bundle).not.toContain('AWS_WEB_IDENTITY_TOKEN_FILE');
      expect(bundle).not.toContain('AWS_CONTAINER_CREDENTIALS');
      // Nor the SDK's event-stream codec, which no call of ours reaches (another alias).
      expect(bundle).not.toContain(':message-type');
    }
  });

  it('keeps function and push access logs for one month', () => {
    const groups = template.findResources('AWS::Logs::LogGroup');
    expect(Object.keys(groups).length).toBeGreaterThanOrEqual(appFunctions().length + 1);
    template.allResourcesProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });
});

describe('permissions', () => {
  it('grants no wildcard action', () => {
    const actions = policyStatements(template).flatMap(actionsOf);
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions) expect(action).not.toMatch(/(^|:)\*$/);
  });

  it('gives every domain the public token keys and only the auth function the signing key', () => {
    const { tokenKeys } = synth.stack;
    const signingSecretId = logicalId(synth.stack, tokenKeys.signingSecret);
    for (const domain of domains) {
      const fn = synth.stack.api.functions[domain];
      const variables = template.findResources('AWS::Lambda::Function')[logicalId(synth.stack, fn)]?.Properties.Environment.Variables;
      const publicKeys = JSON.stringify(variables.TOKEN_PUBLIC_KEYS);
      expect(publicKeys, domain).toContain('\\"kid\\":\\"k1\\"');
      expect(publicKeys, domain).toContain('\\"alg\\":\\"ES256\\"');
      expect(variables.JWT_SECRET_ARN, domain).toBeUndefined();
      const roleId = logicalId(synth.stack, must(fn.role, 'role'));
      // Every domain also reads the origin secret at run time (lib/http/origin-check.ts): only token keys count here.
      const keyIds = Object.values(tokenKeys.secrets).map((secret) => logicalId(synth.stack, secret));
      const secretReads = policyStatements(template, roleId).filter(
        (s) => actionsOf(s).includes('secretsmanager:GetSecretValue') && keyIds.some((id) => JSON.stringify(s).includes(id)),
      );
      if (domain === 'auth') {
        expect(variables.TOKEN_SIGNING_KEY_ARN).toEqual({ Ref: signingSecretId });
        expect(secretReads.map((s) => JSON.stringify(s))).toEqual([expect.stringContaining(signingSecretId)]);
      } else {
        expect(variables.TOKEN_SIGNING_KEY_ARN, domain).toBeUndefined();
        expect(secretReads, domain).toEqual([]);
      }
    }
  });

  it('keeps the auth function away from S3', () => {
    const roleId = logicalId(synth.stack, must(synth.stack.api.functions.auth.role, 'role'));
    const actions = policyStatements(template, roleId).flatMap(actionsOf);
    expect(actions).toContain('dynamodb:PutItem');
    expect(actions.filter((action) => action.startsWith('s3:'))).toEqual([]);
  });
});
