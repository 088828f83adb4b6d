import type { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { tableDesign } from '@app/functions/lib/db/table-design';
import { sizePresets, type SizedLimits } from '../lib/settings';
import { MONTHLY_BACKUP_DAYS } from '../lib/backup';
import { PUSH_STAGE } from '../lib/push';
import { logicalId, must, synthDefault, synthFull, synthStack, type Synthesized } from './synth';

const synthSize = (context: Record<string, string>) => synthStack({ bundle: false, context });

/**
 * The limits a synthesized app applies: the stage throttle (the REST API's and the push
 * channel's, the same), table and index ceilings, WAF limits, the budget.
 */
function appliedLimits({ template, edgeTemplate }: Synthesized): SizedLimits & { indexCeilings: unknown[] } {
  const [stage] = Object.values(template.findResources('AWS::ApiGatewayV2::Stage', { Properties: { StageName: PUSH_STAGE } }));
  const [table] = Object.values(template.findResources('AWS::DynamoDB::Table'));
  const [acl] = Object.values(edgeTemplate.findResources('AWS::WAFv2::WebACL'));
  const limit = (name: string) =>
    must(acl).Properties.Rules.find((r: { Name: string }) => r.Name === name).Statement.RateBasedStatement.Limit as number;
  const ceilings = must(table, 'table').Properties.OnDemandThroughput;
  const [restStage] = Object.values(template.findResources('AWS::ApiGateway::Stage'));
  const [budget] = Object.values(template.findResources('AWS::Budgets::Budget'));
  const [restThrottle] = must(restStage, 'REST stage').Properties.MethodSettings;
  expect(restThrottle).toMatchObject({
    HttpMethod: '*',
    ResourcePath: '/*',
    ThrottlingRateLimit: must(stage).Properties.DefaultRouteSettings.ThrottlingRateLimit,
    ThrottlingBurstLimit: must(stage).Properties.DefaultRouteSettings.ThrottlingBurstLimit,
  });
  return {
    monthlyBudgetUsd: must(budget, 'budget').Properties.Budget.BudgetLimit.Amount,
    apiRateLimit: must(stage, 'stage').Properties.DefaultRouteSettings.ThrottlingRateLimit,
    apiBurstLimit: must(stage).Properties.DefaultRouteSettings.ThrottlingBurstLimit,
    tableMaxReadUnits: ceilings.MaxReadRequestUnits,
    tableMaxWriteUnits: ceilings.MaxWriteRequestUnits,
    authRequestsPer5Min: limit('auth-rate-per-ip'),
    siteRequestsPer5Min: limit('site-rate-per-ip'),
    indexCeilings: must(table).Properties.GlobalSecondaryIndexes.map((gsi: { OnDemandThroughput: unknown }) => gsi.OnDemandThroughput),
  };
}

describe('size presets (-c size=small|large)', () => {
  it('apply the small case by default', async () => {
    const { indexCeilings, ...limits } = appliedLimits(await synthDefault());
    expect(limits).toEqual(sizePresets.small);
    expect(indexCeilings).toEqual(tableDesign.globalIndexes.map(() => ({ MaxReadRequestUnits: 1000, MaxWriteRequestUnits: 500 })));
  });

  it('apply the large case above its measured peak (~1,100 requests/s, ~1,450 read units/s)', async () => {
    const { indexCeilings, ...limits } = appliedLimits(await synthSize({ size: 'large' }));
    expect(limits).toEqual(sizePresets.large);
    expect(limits.apiRateLimit).toBeGreaterThan(1100);
    expect(limits.tableMaxReadUnits).toBeGreaterThan(1450);
    expect(indexCeilings).toEqual(tableDesign.globalIndexes.map(() => ({ MaxReadRequestUnits: 3000, MaxWriteRequestUnits: 1500 })));
  });

  it('leave each value overridable by its own context value', async () => {
    const limits = appliedLimits(await synthSize({ size: 'large', apiRateLimit: '900', siteRequestsPer5Min: '20000', tableMaxWriteUnits: '800' }));
    expect(limits).toMatchObject({ ...sizePresets.large, apiRateLimit: 900, siteRequestsPer5Min: 20000, tableMaxWriteUnits: 800 });
  });

  it('refuse an unknown size', async () => {
    await expect(synthSize({ size: 'medium' })).rejects.toThrow(/size must be small or large/);
  });
});

describe('e-mail settings', () => {
  it('refuse to synthesize the e-mail job with the placeholder SES identity', async () => {
    await expect(synthStack({ bundle: false, registry: 'real' })).rejects.toThrow(/sesIdentity is unset.*-c email=off/);
  });

  it('deploy no sending job with -c email=off', async () => {
    const { stack } = await synthStack({ bundle: false, registry: 'real', context: { email: 'off' } });
    expect(stack.jobs.map((job) => job.job.name)).not.toContain('send-emails');
    expect(stack.jobs.length).toBeGreaterThan(0);
  });
});

describe('backups', () => {
  it('copy the table monthly into a retained vault, kept one year, beside PITR', async () => {
    const { template, stack } = await synthFull();
    template.hasResourceProperties('AWS::DynamoDB::Table', { PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } });
    const [plan] = Object.values(template.findResources('AWS::Backup::BackupPlan'));
    const [rule] = must(plan, 'backup plan').Properties.BackupPlan.BackupPlanRule;
    expect(rule).toMatchObject({
      ScheduleExpression: 'cron(0 2 1 * ? *)',
      Lifecycle: { DeleteAfterDays: MONTHLY_BACKUP_DAYS },
      TargetBackupVault: { 'Fn::GetAtt': [logicalId(stack, stack.backup.vault), 'BackupVaultName'] },
    });
    expect(MONTHLY_BACKUP_DAYS).toBe(365);
    const [selection] = Object.values(template.findResources('AWS::Backup::BackupSelection'));
    expect(JSON.stringify(must(selection, 'selection').Properties.BackupSelection.Resources)).toContain(logicalId(stack, stack.data.table));
    const [vault] = Object.values(template.findResources('AWS::Backup::BackupVault'));
    expect(must(vault).DeletionPolicy).toBe('RetainExceptOnCreate');
  });
});

describe('WAF logging', () => {
  it('logs blocked requests only, to a log group whose name WAF accepts', async () => {
    const { edgeTemplate, edge } = await synthFull();
    const edgeResources = (type: string) => Object.values((edgeTemplate as Template).findResources(type));
    const [group] = edgeResources('AWS::Logs::LogGroup');
    expect(must(group, 'log group').Properties.LogGroupName).toMatch(/^aws-waf-logs-/);
    const [logging] = edgeResources('AWS::WAFv2::LoggingConfiguration');
    expect(must(logging, 'logging').Properties).toMatchObject({
      ResourceArn: { 'Fn::GetAtt': [edge.getLogicalId(edge.webAcl), 'Arn'] },
      LoggingFilter: {
        DefaultBehavior: 'DROP',
        Filters: [{ Behavior: 'KEEP', Requirement: 'MEETS_ANY', Conditions: [{ ActionCondition: { Action: 'BLOCK' } }] }],
      },
    });
    // The log group's ARN without LogGroup.logGroupArn's `:*` suffix, which WAF refuses.
    const [destination] = must(logging).Properties.LogDestinationConfigs;
    expect(destination).toEqual({
      'Fn::Join': ['', [`arn:aws:logs:us-east-1:123456789012:log-group:`, { Ref: edge.getLogicalId(edge.wafLogs.node.defaultChild as never) }]],
    });
  });
});
