import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { domains } from '@app/functions/routes';
import { actionsOf, logicalId, must, policyStatements, synthCustom, synthDefault, synthStack, type Synthesized } from './synth';

let base: Synthesized;
let custom: Synthesized;

beforeAll(async () => {
  base = await synthDefault();
  // region eu-central-1, sourceMaps, apiConcurrency 20, jobConcurrency 1, adminEmail, tableMaxReadUnits 200,
  // apiRateLimit 20, apiBurstLimit 40, authRequestsPer5Min 50 (with the other custom settings).
  custom = await synthCustom();
});

/** The app's own Lambdas (domains, jobs, first-admin trigger) as template resources. */
function appFunctions(s: Synthesized) {
  const all = s.template.findResources('AWS::Lambda::Function');
  const fns = [...Object.values(s.stack.api.functions), ...s.stack.jobs.map((job) => job.function), s.stack.firstAdmin.function];
  return fns.map((fn) => ({ path: fn.node.path, props: must(all[logicalId(s.stack, fn)], fn.node.path).Properties }));
}

const distributionConfig = (t: Template) =>
  must(Object.values(t.findResources('AWS::CloudFront::Distribution'))[0], 'distribution').Properties.DistributionConfig;

describe('region', () => {
  it('is pinned to eu-west-3 by default and by -c region otherwise; the WAF stays in us-east-1', () => {
    expect([base.stack.region, base.edge.region]).toEqual(['eu-west-3', 'us-east-1']);
    expect([custom.stack.region, custom.edge.region]).toEqual(['eu-central-1', 'us-east-1']);
    expect(distributionConfig(custom.template).WebACLId).toEqual({
      'Fn::GetStackOutput': expect.objectContaining({ StackName: custom.edge.stackName, Region: 'us-east-1' }),
    });
  });
});

describe('source maps', () => {
  it('are off in production: no --enable-source-maps on any function', () => {
    for (const { path, props } of appFunctions(base)) expect(props.Environment.Variables.NODE_OPTIONS, path).toBeUndefined();
  });

  it('come only with -c sourceMaps=true, for debugging', () => {
    for (const { path, props } of appFunctions(custom)) {
      expect(props.Environment.Variables.NODE_OPTIONS, path).toBe('--enable-source-maps');
    }
  });
});

describe('limits given as context', () => {
  it('reserves nothing by default; -c apiConcurrency and -c jobConcurrency reserve for the API functions and the jobs', () => {
    for (const [id, fn] of Object.entries(base.template.findResources('AWS::Lambda::Function'))) {
      expect(fn.Properties.ReservedConcurrentExecutions, id).toBeUndefined();
    }
    const functions = custom.template.findResources('AWS::Lambda::Function');
    for (const domain of domains) {
      expect(functions[logicalId(custom.stack, custom.stack.api.functions[domain])]?.Properties.ReservedConcurrentExecutions).toBe(20);
    }
    for (const job of custom.stack.jobs) {
      expect(functions[logicalId(custom.stack, job.function)]?.Properties.ReservedConcurrentExecutions).toBe(1);
    }
  });

  it("sets the table read ceiling, the push stage's throttling and the WAF login limit", () => {
    custom.template.hasResourceProperties('AWS::DynamoDB::Table', { OnDemandThroughput: { MaxReadRequestUnits: 200 } });
    custom.template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      DefaultRouteSettings: { ThrottlingRateLimit: 20, ThrottlingBurstLimit: 40 },
    });
    const [acl] = Object.values(custom.edgeTemplate.findResources('AWS::WAFv2::WebACL'));
    const auth = must(acl).Properties.Rules.find((r: { Name: string }) => r.Name === 'auth-rate-per-ip');
    expect(auth.Statement.RateBasedStatement.Limit).toBe(50);
  });

  it('has no alarm e-mail subscription until -c alarmEmail is given', () => {
    base.template.resourceCountIs('AWS::SNS::Topic', 1);
    base.template.resourceCountIs('AWS::SNS::Subscription', 0);
  });

  it('refuses a malformed number', async () => {
    await expect(synthStack({ bundle: false, context: { monthlyBudgetUsd: '-5' } })).rejects.toThrow(/monthlyBudgetUsd/);
  });
});

describe('first administrator', () => {
  const secretProps = (s: Synthesized) =>
    must(s.template.findResources('AWS::SecretsManager::Secret')[logicalId(s.stack, s.stack.firstAdmin.secret)], 'secret').Properties;

  it('has a generated password in Secrets Manager next to the e-mail given by -c adminEmail', () => {
    expect(secretProps(base).GenerateSecretString).toMatchObject({
      SecretStringTemplate: JSON.stringify({ email: 'admin@protune.local' }),
      GenerateStringKey: 'password',
      PasswordLength: 24,
    });
    expect(JSON.parse(secretProps(custom).GenerateSecretString.SecretStringTemplate)).toEqual({ email: 'patron@garage-exemple.fr' });
    // No quote or backslash: the password is pasted from the CLI's JSON output.
    expect(secretProps(base).GenerateSecretString.ExcludeCharacters).toEqual(expect.stringContaining('"'));
    base.template.hasOutput('FirstAdminSecretArn', { Value: { Ref: logicalId(base.stack, base.stack.firstAdmin.secret) } });
  });

  it('is created by a deploy trigger that runs after the table exists, and again when its code changes', () => {
    const [trigger] = Object.values(base.template.findResources('Custom::Trigger'));
    expect(must(trigger, 'trigger')).toMatchObject({
      DependsOn: [logicalId(base.stack, base.stack.data.table)],
      Properties: { InvocationType: 'RequestResponse', ExecuteOnHandlerChange: true },
    });
    // The handler is the first-admin function's current version.
    const versionId = must(trigger).Properties.HandlerArn.Ref as string;
    const version = base.template.findResources('AWS::Lambda::Version')[versionId];
    expect(version?.Properties.FunctionName).toEqual({ Ref: logicalId(base.stack, base.stack.firstAdmin.function) });
  });

  it('runs with the secret and the data only: no token key, no origin secret, no delete', () => {
    const fn = must(appFunctions(base).find((f) => f.path.includes('FirstAdmin')), 'first-admin function');
    expect(Object.keys(fn.props.Environment.Variables).sort()).toEqual(['ADMIN_SECRET_ARN', 'FILES_BUCKET', 'NODE_ENV', 'TABLE_NAME']);
    expect(fn.props.Environment.Variables.ADMIN_SECRET_ARN).toEqual({ Ref: logicalId(base.stack, base.stack.firstAdmin.secret) });
    const roleId = logicalId(base.stack, must(base.stack.firstAdmin.function.role, 'role'));
    const actions = policyStatements(base.template, roleId).flatMap(actionsOf);
    expect(actions.filter((a) => a.startsWith('dynamodb:')).sort()).toEqual(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:UpdateItem']);
    expect(actions.filter((a) => a.startsWith('s3:'))).toEqual([]);
  });
});
