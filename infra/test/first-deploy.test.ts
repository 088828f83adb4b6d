import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { logicalId, must, synthFull, type Synthesized } from './synth';

let synth: Synthesized;

beforeAll(async () => {
  synth = await synthFull();
});

type Resources = Record<string, { Type: string; DeletionPolicy?: string; UpdateReplacePolicy?: string; DependsOn?: string[]; Properties: Record<string, any> }>; // eslint-disable-line @typescript-eslint/no-explicit-any
const all = (template: Template) => template.toJSON().Resources as Resources;

/** What issue 38 found would fail or be left behind by a first deploy on a new account. */
describe('a first deploy on a new account', () => {
  it('synthesizes both stacks: the application in eu-west-3, the CloudFront web ACL in us-east-1', () => {
    expect(synth.stack.region).toBe('eu-west-3');
    expect(synth.edge.region).toBe('us-east-1');
    expect(Object.keys(all(synth.template)).length).toBeLessThanOrEqual(500); // CloudFormation's quota per stack
    expect(Object.values(all(synth.edgeTemplate)).map((r) => r.Type)).toContain('AWS::WAFv2::WebACL');
  });

  it("sets API Gateway's CloudWatch role before any stage that logs (the REST API's and the WebSocket's)", () => {
    const resources = all(synth.template);
    const accounts = Object.entries(resources).filter(([, r]) => r.Type === 'AWS::ApiGateway::Account');
    expect(accounts).toHaveLength(1);
    const [accountId, account] = must(accounts[0]);
    const roleId = logicalId(synth.stack, synth.stack.apiGatewayAccount.role);
    expect(account.Properties.CloudWatchRoleArn).toEqual({ 'Fn::GetAtt': [roleId, 'Arn'] });
    expect(JSON.stringify(must(resources[roleId]).Properties.ManagedPolicyArns)).toContain('AmazonAPIGatewayPushToCloudWatchLogs');
    const stages = Object.entries(resources).filter(([, r]) => r.Type === 'AWS::ApiGateway::Stage' || r.Type === 'AWS::ApiGatewayV2::Stage');
    expect(stages).toHaveLength(2);
    for (const [id, stage] of stages) expect(stage.DependsOn, id).toContain(accountId);
  });

  it('keeps nothing behind when the first create rolls back: every retained resource is RetainExceptOnCreate', () => {
    for (const template of [synth.template, synth.edgeTemplate]) {
      const resources = Object.entries(all(template));
      expect(resources.filter(([, r]) => r.DeletionPolicy === 'Retain').map(([id]) => id)).toEqual([]);
      const kept = resources.filter(([, r]) => r.DeletionPolicy === 'RetainExceptOnCreate').map(([, r]) => r.Type);
      if (template === synth.template) {
        expect(new Set(kept)).toEqual(
          new Set(['AWS::DynamoDB::Table', 'AWS::S3::Bucket', 'AWS::Backup::BackupVault', 'AWS::Logs::LogGroup', 'AWS::IAM::Role', 'AWS::ApiGateway::Account']),
        );
      }
    }
  });
});
