import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { domains } from '@app/functions/routes';
import { jobs as registryJobs } from '@app/functions/jobs/registry';
import { PURGE_REFUSED_METRIC as EMITTED_PURGE_METRIC } from '@app/functions/jobs/purge-guard';
import { tableDesign } from '@app/functions/lib/db/table-design';
import { API_4XX_SURGE_SHARE, API_P99_MS, DIRECT_CALLS_BLOCKED, EMAIL_FAILURE_MESSAGES, JOB_CUT_NAMESPACE, jobCutMetricName, LAMBDA_TIMEOUT_MESSAGE, PACK_NOT_INVOICED_MESSAGE, PURGE_REFUSED_METRIC } from '../lib/monitoring';
import { pascal } from '../lib/names';
import { functionsSrc } from '../lib/paths';
import { logicalId, must, synthFull, type Synthesized } from './synth';

let synth: Synthesized;
let template: Template;

beforeAll(async () => {
  // The real jobs, alarmEmail ops@example.fr, monthlyBudgetUsd 80.
  synth = await synthFull();
  template = synth.template;
});

interface AlarmProps {
  readonly AlarmActions: unknown[];
  readonly MetricName?: string;
  readonly Namespace?: string;
  readonly Dimensions?: { Name: string; Value: unknown }[];
  readonly Threshold: number;
  readonly Statistic?: string;
  readonly ExtendedStatistic?: string;
  readonly EvaluationPeriods?: number;
  readonly Period?: number;
  readonly Metrics?: {
    Expression?: string;
    MetricStat?: { Metric: { Namespace?: string; MetricName: string; Dimensions: unknown[] }; Stat?: string; Period?: number };
  }[];
}

const alarms = () =>
  Object.entries(template.findResources('AWS::CloudWatch::Alarm')).map(([id, alarm]) => ({
    id,
    props: alarm.Properties as AlarmProps,
  }));
const topicRef = () => ({ Ref: logicalId(synth.stack, synth.stack.monitoring.topic) });

/** The alarms on one metric of one dimension value (a function, a queue, the API...). */
const alarmsOn = (metricName: string, dimension: unknown) =>
  alarms().filter(
    (a) => a.props.MetricName === metricName && a.props.Dimensions?.some((d) => JSON.stringify(d.Value) === JSON.stringify(dimension)),
  );

const functionRef = (fn: Parameters<typeof logicalId>[1]) => ({ Ref: logicalId(synth.stack, fn) });

describe('the alarm topic', () => {
  it('sends to the e-mail given by -c alarmEmail', () => {
    template.resourceCountIs('AWS::SNS::Topic', 1);
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.fr',
      TopicArn: topicRef(),
    });
  });

  it('receives every alarm', () => {
    expect(alarms().length).toBeGreaterThan(0);
    for (const { id, props } of alarms()) expect(props.AlarmActions, id).toEqual([topicRef()]);
  });

  it('accepts publications over TLS only', () => {
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Action: 'sns:Publish', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
  });
});

describe('alarms', () => {
  it("on the REST API's 5xx answers, a surge of 4xx and each domain's p99 duration", () => {
    const apiName = { Name: 'ApiName', Value: synth.stack.api.restApi.restApiName };
    const [fiveXx] = alarms().filter((a) => a.props.MetricName === '5XXError');
    expect(must(fiveXx, 'API 5xx alarm').props).toMatchObject({ Namespace: 'AWS/ApiGateway', Statistic: 'Sum', Threshold: 5, Dimensions: [apiName] });
    const surge = must(alarms().find((a) => a.props.Metrics?.some((m) => m.MetricStat?.Metric.MetricName === '4XXError')), '4xx surge alarm');
    expect(surge.props.Threshold).toBe(API_4XX_SURGE_SHARE);
    expect(surge.props.Metrics?.find((m) => m.Expression)?.Expression).toBe('IF(calls >= 100, errors / calls, 0)');
    for (const domain of domains) {
      const p99 = alarmsOn('Duration', functionRef(synth.stack.api.functions[domain])).filter((a) => a.props.ExtendedStatistic === 'p99');
      expect(p99.map((a) => a.props), domain).toEqual([expect.objectContaining({ Threshold: API_P99_MS, EvaluationPeriods: 3 })]);
    }
  });

  it("on calls the API's web ACL blocks (CloudFront's value refused after a rotation, or direct calls), and on rotation errors", () => {
    const blocked = must(alarms().find((a) => a.props.MetricName === 'BlockedRequests'), 'WAF blocked alarm');
    expect(blocked.props).toMatchObject({ Namespace: 'AWS/WAFV2', Statistic: 'Sum', Threshold: DIRECT_CALLS_BLOCKED });
    expect(blocked.props.Dimensions).toEqual(
      expect.arrayContaining([
        { Name: 'WebACL', Value: synth.stack.apiFirewall.webAclName },
        { Name: 'Rule', Value: 'ALL' },
      ]),
    );
    const rotation = must(synth.stack.originVerify.rotationFunction, 'rotation function');
    expect(alarmsOn('Errors', functionRef(rotation)).map((a) => a.props.Threshold)).toEqual([1]);
  });

  it("on errors and a duration near the timeout of every API function and every job without a checkpoint; on the account's throttles", () => {
    const functions = [
      ...domains.map((domain) => ({ fn: synth.stack.api.functions[domain], timeoutMs: 15_000, checkpointed: false })),
      ...synth.stack.jobs.map((job) => ({ fn: job.function, timeoutMs: (job.job.timeoutSeconds ?? 300) * 1000, checkpointed: job.job.checkpointed === true })),
    ];
    expect(functions).toHaveLength(domains.length + registryJobs.length);
    for (const { fn, timeoutMs, checkpointed } of functions) {
      const name = fn.node.path;
      expect(alarmsOn('Errors', functionRef(fn)), name).toHaveLength(1);
      const durations = alarmsOn('Duration', functionRef(fn)).filter((a) => a.props.Statistic === 'Maximum');
      if (checkpointed) expect(durations, name).toEqual([]);
      else expect(must(durations[0], `${name} duration`).props).toMatchObject({ Statistic: 'Maximum', Threshold: timeoutMs * 0.8 });
    }
    const throttles = alarms().filter((a) => a.props.Namespace === 'AWS/Lambda' && a.props.MetricName === 'Throttles');
    expect(throttles).toHaveLength(1);
    expect(throttles[0]?.props).toMatchObject({ Statistic: 'Sum', Threshold: 1 });
    expect(throttles[0]?.props.Dimensions).toBeUndefined();
  });

  it('on a checkpointed job only when the timeout cut a run (a planned stop near the timeout is no alarm), counted from its own log group', () => {
    const checkpointed = synth.stack.jobs.filter((job) => job.job.checkpointed);
    expect(checkpointed.map((job) => job.job.name).sort()).toEqual(['apply-retention', 'purge-stale-files', 'recount-counters']);
    const filters = Object.values(template.findResources('AWS::Logs::MetricFilter')).map((f) => f.Properties as { LogGroupName: unknown; FilterPattern: string; MetricTransformations: { MetricNamespace: string; MetricName: string; MetricValue: string }[] });
    for (const job of checkpointed) {
      const metricName = jobCutMetricName(job.job.name);
      const filter = must(filters.find((f) => f.MetricTransformations[0]?.MetricName === metricName), `${job.job.name} cut filter`);
      expect(filter).toMatchObject({ LogGroupName: { Ref: logicalId(synth.stack, job.function.logGroup) }, FilterPattern: `"${LAMBDA_TIMEOUT_MESSAGE}"`, MetricTransformations: [{ MetricNamespace: JOB_CUT_NAMESPACE, MetricValue: '1' }] });
      const cut = alarms().filter((a) => a.props.MetricName === metricName);
      expect(cut.map((a) => a.props), job.job.name).toEqual([expect.objectContaining({ Namespace: JOB_CUT_NAMESPACE, Statistic: 'Sum', Threshold: 1 })]);
    }
    // The line Lambda writes when the timeout ends an invocation; the jobs' stop margin leaves room for a page.
    expect('2026-11-29T03:10:00.123Z 1b2c Task timed out after 600.02 seconds').toContain(LAMBDA_TIMEOUT_MESSAGE);
  });

  it('marks as checkpointed exactly the jobs whose handler takes the Lambda clock (they stop near the timeout)', () => {
    for (const job of registryJobs) {
      const source = readFileSync(join(functionsSrc, 'jobs', job.entry), 'utf8');
      const takesClock = /export const handler = async \([^)]*,\s*context\??: JobClock/.test(source);
      expect(job.checkpointed === true, job.name).toBe(takesClock);
    }
  });

  it('on DynamoDB read and write throttles of the table and of every index', () => {
    const tableRef = { Ref: logicalId(synth.stack, synth.stack.data.table) };
    const throttles = alarms().filter((a) => a.props.Metrics?.some((m) => m.MetricStat?.Metric.MetricName === 'ReadThrottleEvents'));
    const dimensionsOf = (index?: string) => [
      ...(index ? [{ Name: 'GlobalSecondaryIndexName', Value: index }] : []),
      { Name: 'TableName', Value: tableRef },
    ];
    const expected = [undefined, ...tableDesign.globalIndexes.map((index) => index.name)].map((index) =>
      ['ReadThrottleEvents', 'WriteThrottleEvents'].map((MetricName) => ({ Namespace: 'AWS/DynamoDB', MetricName, Dimensions: dimensionsOf(index) })),
    );
    const actual = throttles.map((a) => a.props.Metrics?.flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric] : [])));
    expect(actual).toHaveLength(1 + tableDesign.globalIndexes.length);
    for (const metrics of expected) expect(actual).toContainEqual(metrics);
    for (const alarm of throttles) expect(alarm.props.Threshold).toBe(1);
  });

  it('on e-mails the send-emails job could not send, counted from its own log lines', () => {
    const job = must(synth.stack.jobs.find((j) => j.job.name === 'send-emails'), 'send-emails job');
    const filter = Object.values(template.findResources('AWS::Logs::MetricFilter')).find(
      (f) => (f.Properties as { MetricTransformations: { MetricName: string }[] }).MetricTransformations[0]?.MetricName === 'EmailSendFailures',
    );
    expect(must(filter, 'metric filter').Properties).toMatchObject({
      LogGroupName: { Ref: logicalId(synth.stack, job.function.logGroup) },
      MetricTransformations: [{ MetricNamespace: 'FileManager', MetricName: 'EmailSendFailures', MetricValue: '1' }],
    });
    // The messages drain.ts logs for a failed send (retried, then given up).
    const pattern = must(filter).Properties.FilterPattern as string;
    for (const message of EMAIL_FAILURE_MESSAGES) expect(pattern).toContain(`$.message = "${message}"`);
    const drain = readFileSync(join(functionsSrc, 'email', 'drain.ts'), 'utf8');
    for (const message of EMAIL_FAILURE_MESSAGES) expect(drain).toContain(`'${message}'`);
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'FileManager',
      MetricName: 'EmailSendFailures',
      Statistic: 'Sum',
      Threshold: 1,
      AlarmActions: [topicRef()],
    });
  });

  it("on a paid credit pack left without its invoice, counted from the credits function's log line (decision 041)", () => {
    const credits = must(synth.stack.api.functions.credits, 'credits function');
    const filter = Object.values(template.findResources('AWS::Logs::MetricFilter')).find(
      (f) => (f.Properties as { MetricTransformations: { MetricName: string }[] }).MetricTransformations[0]?.MetricName === 'PackPurchasesNotInvoiced',
    );
    expect(must(filter, 'metric filter').Properties).toMatchObject({
      LogGroupName: { Ref: logicalId(synth.stack, credits.logGroup) },
      FilterPattern: `{ $.message = "${PACK_NOT_INVOICED_MESSAGE}" }`,
    });
    expect(readFileSync(join(functionsSrc, 'credits', 'stripe-payments.ts'), 'utf8')).toContain(`'${PACK_NOT_INVOICED_MESSAGE}'`);
    template.hasResourceProperties('AWS::CloudWatch::Alarm', { Namespace: 'FileManager', MetricName: 'PackPurchasesNotInvoiced', Threshold: 1, AlarmActions: [topicRef()] });
  });

  it('on the purge refusing a mass delete, with the metric the purge job emits', () => {
    expect(PURGE_REFUSED_METRIC).toEqual({ namespace: EMITTED_PURGE_METRIC.namespace, metricName: EMITTED_PURGE_METRIC.name });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'FileManager',
      MetricName: 'PurgeRefused',
      Statistic: 'Sum',
      Period: 86400,
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [topicRef()],
    });
  });
});

describe('jobs that fail for good', () => {
  it('land in their own encrypted dead-letter queue, from Lambda and from EventBridge', () => {
    const functions = template.findResources('AWS::Lambda::Function');
    const rules = Object.values(template.findResources('AWS::Events::Rule'));
    for (const job of synth.stack.jobs) {
      const queueArn = { 'Fn::GetAtt': [logicalId(synth.stack, job.deadLetterQueue), 'Arn'] };
      const fnId = logicalId(synth.stack, job.function);
      expect(functions[fnId]?.Properties.DeadLetterConfig, job.job.name).toEqual({ TargetArn: queueArn });
      const rule = must(rules.find((r) => JSON.stringify(r.Properties.Targets).includes(fnId)), `${job.job.name} rule`);
      expect(rule.Properties.Targets[0]).toMatchObject({ DeadLetterConfig: { Arn: queueArn }, RetryPolicy: { MaximumRetryAttempts: 2 } });
    }
    template.allResourcesProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true, MessageRetentionPeriod: 14 * 24 * 3600 });
  });

  it('raise an alarm as soon as one message is in a dead-letter queue', () => {
    for (const job of synth.stack.jobs) {
      const queueName = { 'Fn::GetAtt': [logicalId(synth.stack, job.deadLetterQueue), 'QueueName'] };
      const [alarm] = alarmsOn('ApproximateNumberOfMessagesVisible', queueName);
      expect(must(alarm, `${job.job.name} DLQ alarm`).props).toMatchObject({ Namespace: 'AWS/SQS', Statistic: 'Maximum', Threshold: 1 });
      expect(alarm?.id).toContain(`${pascal(job.job.name)}JobDeadLetters`);
    }
  });
});

describe('guardrails', () => {
  it('has a monthly cost budget that alerts the topic at 80 % spent and 100 % forecast', () => {
    template.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: { BudgetType: 'COST', TimeUnit: 'MONTHLY', BudgetLimit: { Amount: 80, Unit: 'USD' } },
      NotificationsWithSubscribers: [
        {
          Notification: { NotificationType: 'ACTUAL', ComparisonOperator: 'GREATER_THAN', Threshold: 80, ThresholdType: 'PERCENTAGE' },
          Subscribers: [{ SubscriptionType: 'SNS', Address: topicRef() }],
        },
        {
          Notification: { NotificationType: 'FORECASTED', ComparisonOperator: 'GREATER_THAN', Threshold: 100, ThresholdType: 'PERCENTAGE' },
          Subscribers: [{ SubscriptionType: 'SNS', Address: topicRef() }],
        },
      ],
    });
    // AWS Budgets may publish to the topic, for this account only.
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Action: 'sns:Publish',
            Principal: { Service: 'budgets.amazonaws.com' },
            Condition: { StringEquals: { 'aws:SourceAccount': synth.stack.account } },
          }),
        ]),
      },
    });
  });

  it('reserves no concurrency anywhere by default (a new account with a limit of 10 can deploy)', () => {
    const functions = Object.entries(template.findResources('AWS::Lambda::Function'));
    expect(functions.length).toBeGreaterThan(domains.length);
    for (const [id, fn] of functions) expect(fn.Properties.ReservedConcurrentExecutions, id).toBeUndefined();
  });

  it('traces every API and job function with X-Ray (sampled by the Lambda service)', () => {
    const functions = template.findResources('AWS::Lambda::Function');
    for (const fn of [...Object.values(synth.stack.api.functions), ...synth.stack.jobs.map((job) => job.function)]) {
      expect(functions[logicalId(synth.stack, fn)]?.Properties.TracingConfig, fn.node.path).toEqual({ Mode: 'Active' });
    }
  });
});
