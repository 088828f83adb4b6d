import { Match, type Template } from 'aws-cdk-lib/assertions';
import { App, Stack } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadJobRegistry } from '../lib/job-registry';
import { Data } from '../lib/data';
import { ScheduledJob } from '../lib/jobs';
import {
  actionsOf,
  logicalId,
  must,
  policyStatements,
  synthDefault,
  synthFull,
  type Synthesized,
} from './synth';

let synth: Synthesized;
let template: Template;

beforeAll(async () => {
  synth = await synthDefault();
  template = synth.template;
});

describe('site', () => {
  it('serves the SPA from the private bucket through OAC', () => {
    // One OAC, the site bucket's: the API is a REST API origin (edge-bypass.test.ts).
    const types = Object.values(template.findResources('AWS::CloudFront::OriginAccessControl')).map(
      (oac) => oac.Properties.OriginAccessControlConfig.OriginAccessControlOriginType,
    );
    expect(types).toEqual(['s3']);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: [Match.objectLike({ EventType: 'viewer-request' })],
        }),
      }),
    });
  });

  it("forwards /api/* to the domains' function URLs without caching", () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: Match.arrayWith(['PUT', 'PATCH', 'POST', 'DELETE']),
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // CachingDisabled
            OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // AllViewerExceptHostHeader
          }),
        ]),
      }),
    });
  });

  it('keeps API errors intact (no distribution-wide error pages)', () => {
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    expect(distribution?.Properties.DistributionConfig.CustomErrorResponses).toBeUndefined();
  });

  it('uploads web/dist only when it exists', async () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);
    const withSite = await synthFull();
    withSite.template.hasResourceProperties('Custom::CDKBucketDeployment', {
      DistributionPaths: ['/*'],
    });
  });

  it('outputs the URLs and names ops need', () => {
    for (const name of ['SiteUrl', 'TableName', 'FilesBucketName', 'FirstAdminSecretArn', 'AlarmTopicArn']) {
      template.hasOutput(name, {});
    }
  });
});

describe('jobs', () => {
  it('loads the registry shape, and nothing when the file is missing', async () => {
    expect(await loadJobRegistry('/nonexistent/registry.ts')).toEqual([]);
    expect(synth.stack.jobs.map((job) => job.node.id)).toEqual(['SampleJobJob']);
  });

  it('runs the job function on its schedule', () => {
    const [job] = synth.stack.jobs;
    const fnId = logicalId(synth.stack, must(job, 'job').function);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 day)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: { 'Fn::GetAtt': [fnId, 'Arn'] } })],
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [fnId, 'Arn'] },
    });
  });

  it('gives the job its own grants and a longer timeout', () => {
    const [job] = synth.stack.jobs;
    const fn =
      template.findResources('AWS::Lambda::Function')[logicalId(synth.stack, must(job, 'job').function)];
    expect(fn?.Properties.Timeout).toBe(300);
    // Jobs handle no token: neither the signing key nor the public keys.
    expect(fn?.Properties.Environment.Variables.TOKEN_SIGNING_KEY_ARN).toBeUndefined();
    expect(fn?.Properties.Environment.Variables.TOKEN_PUBLIC_KEYS).toBeUndefined();
    const roleId = logicalId(synth.stack, must(must(job, 'job').function.role, 'role'));
    const actions = policyStatements(template, roleId).flatMap(actionsOf);
    expect(actions).toEqual(expect.arrayContaining(['s3:PutObject', 's3:DeleteObject', 'dynamodb:PutItem']));
    expect(actions).not.toContain('dynamodb:Scan');
  });

  it('rejects a schedule that is not rate(...) or cron(...)', () => {
    const stack = new Stack(new App(), 'Bad');
    const data = new Data(stack, 'Data', { corsOrigins: ['https://example.com'] });
    const job = {
      name: 'bad',
      schedule: 'every day',
      entry: 'x.ts',
      grants: { table: 'read', files: 'none' },
    } as const;
    expect(() => new ScheduledJob(stack, 'Bad', { job, data })).toThrow(/rate\(\.\.\.\) or cron/);
  });
});

describe('the real job registry', () => {
  it('lists jobs whose entry files exist, each on a valid schedule', async () => {
    const { loadJobRegistry } = await import('../lib/job-registry');
    const { existsSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { repoRoot } = await import('../lib/paths');
    const jobs = await loadJobRegistry();
    expect(jobs.map((j) => j.name)).toContain('purge-stale-files');
    for (const job of jobs) {
      expect(existsSync(join(repoRoot, 'functions/src/jobs', job.entry)), job.entry).toBe(true);
      expect(job.schedule).toMatch(/^(rate|cron)\(.+\)$/);
    }
  });
});
