import { Duration, Stack } from 'aws-cdk-lib';
import { CfnBudget } from 'aws-cdk-lib/aws-budgets';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterPattern, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';
import { tableDesign } from '@app/functions/lib/db/table-design';
import { sendsEmail } from './email';
import type { ScheduledJob } from './jobs';
import type { Push } from './push';
import { pascal } from './names';

/** The purge job's refusal of a mass delete (Powertools Metrics EMF, emitted by functions/src/jobs/purge-guard.ts). */
export const PURGE_REFUSED_METRIC = { namespace: 'FileManager', metricName: 'PurgeRefused' } as const;

/**
 * The e-mail job's send failures, counted from its own log lines (functions/src/email/drain.ts:
 * 'e-mail not sent, will retry' and 'e-mail given up'): a metric filter, no code in the job.
 */
export const EMAIL_FAILURE_METRIC = { namespace: 'FileManager', metricName: 'EmailSendFailures' } as const;
export const EMAIL_FAILURE_MESSAGES = ['e-mail not sent, will retry', 'e-mail given up'] as const;

/**
 * A paid credit pack left without its invoice (the seller's or buyer's identity incomplete when
 * the payment was confirmed: decision 041), counted from the credits function's log line
 * (functions/src/credits/stripe-payments.ts): the operator issues that invoice by hand.
 */
export const PACK_NOT_INVOICED_METRIC = { namespace: 'FileManager', metricName: 'PackPurchasesNotInvoiced' } as const;
export const PACK_NOT_INVOICED_MESSAGE = 'pack purchase not invoiced';

/**
 * What Lambda writes in a function's log group when the timeout ends an invocation ("Task timed
 * out after 600.00 seconds"): for a job that stops itself with a checkpoint, a run cut before it
 * could store one (decision 037). Counted by a metric filter per checkpointed job.
 */
export const LAMBDA_TIMEOUT_MESSAGE = 'Task timed out';
export const JOB_CUT_NAMESPACE = 'FileManager';
export const jobCutMetricName = (jobName: string) => `${pascal(jobName)}CutByTimeout`;

export interface MonitoringProps {
  readonly apiFunctions: Record<string, LambdaFunction>;
  readonly restApi: RestApi;
  /** The REST API's regional web ACL (api-firewall.ts): what it blocks is a call without the origin secret. */
  readonly apiWebAclName: string;
  /** The origin secret's rotation function (origin-verify.ts). */
  readonly rotationFunction?: LambdaFunction;
  readonly jobs: readonly ScheduledJob[];
  readonly table: ITable;
  readonly push: Push;
  /** Subscribed to the alarm topic when set. */
  readonly alarmEmail?: string;
  readonly monthlyBudgetUsd: number;
}

const FIVE_MINUTES = Duration.minutes(5);
/** The stream handler's lag that raises an alarm. */
export const PUSH_MAX_ITERATOR_AGE_MS = 60_000;

/** A p99 duration above this, three periods in a row, is a slow domain. */
export const API_P99_MS = 3000;
/** The share of 4xx answers (over at least 100 calls in 5 minutes) that is a surge. */
export const API_4XX_SURGE_SHARE = 0.25;
/** Calls the REST API's WAF blocks in 5 minutes before the alarm: CloudFront's value refused, or direct calls. */
export const DIRECT_CALLS_BLOCKED = 50;

/** The share of 4xx answers, 0 below 100 calls (a handful of 404s at night is no surge). */
function clientErrorShare(api: RestApi): MathExpression {
  return new MathExpression({
    expression: 'IF(calls >= 100, errors / calls, 0)',
    usingMetrics: {
      errors: api.metricClientError({ period: FIVE_MINUTES, statistic: 'Sum' }),
      calls: api.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' }),
    },
    period: FIVE_MINUTES,
    label: 'Share of 4xx answers',
  });
}

/**
 * Alarms to one SNS topic (e-mail subscription): API 5xx, each Lambda's errors, throttles and
 * duration near its timeout, table throttles, jobs that failed for good (dead-letter queue) and
 * the purge guard. An AWS Budget on the account's monthly cost alerts the same topic.
 */
export class Monitoring extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'AlarmTopic', { displayName: 'Tuning file manager alarms', enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));

    this.apiAlarms(props);
    this.throttlesAlarm();
    for (const [name, fn] of Object.entries(props.apiFunctions)) this.functionAlarms(pascal(name), fn, 3);
    const credits = props.apiFunctions.credits;
    if (credits) this.packInvoiceAlarm(credits);
    if (props.rotationFunction) this.functionAlarms('OriginRotation', props.rotationFunction, 1);
    for (const job of props.jobs) {
      const name = pascal(job.job.name);
      if (sendsEmail(job.job)) this.emailAlarm(name, job);
      this.functionAlarms(`${name}Job`, job.function, 1, job.job.checkpointed ? job.job.name : undefined);
      this.alarm(
        `${name}JobDeadLetters`,
        job.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' }),
        1,
        `Job ${job.job.name} failed after its retries (a message is in its dead-letter queue)`,
      );
    }
    this.tableAlarms(props.table);
    this.pushAlarms(props.push);
    this.alarm(
      'PurgeRefused',
      new Metric({ ...PURGE_REFUSED_METRIC, period: Duration.days(1), statistic: 'Sum' }),
      1,
      'The purge job refused a mass delete: check the table name and the files bucket before anything else',
    );
    this.budget(props.monthlyBudgetUsd);
  }

  private alarm(id: string, metric: IMetric, threshold: number, description: string): Alarm {
    const alarm = new Alarm(this, id, {
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: description,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
    return alarm;
  }

  /**
   * The REST API: 5xx answers, a surge of 4xx, each domain's p99 duration, and the calls its WAF
   * blocks (a rotation that left CloudFront with a refused value turns every call into a 403 there).
   */
  private apiAlarms(props: MonitoringProps): void {
    this.alarm('Api5xx', props.restApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' }), 5, 'API answered 5xx at least 5 times in 5 minutes');
    this.alarm('Api4xxSurge', clientErrorShare(props.restApi), API_4XX_SURGE_SHARE, 'More than a quarter of the API calls answered 4xx in 5 minutes (at least 100 calls)');
    for (const [name, fn] of Object.entries(props.apiFunctions)) {
      new Alarm(this, `${pascal(name)}P99`, {
        metric: fn.metricDuration({ period: FIVE_MINUTES, statistic: 'p99' }),
        threshold: API_P99_MS,
        evaluationPeriods: 3,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
        alarmDescription: `${pascal(name)}: p99 duration over ${API_P99_MS} ms for 15 minutes`,
      }).addAlarmAction(new SnsAction(this.topic));
    }
    this.alarm(
      'ApiDirectCallsBlocked',
      new Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        dimensionsMap: { WebACL: props.apiWebAclName, Region: Stack.of(this).region, Rule: 'ALL' },
        period: FIVE_MINUTES,
        statistic: 'Sum',
      }),
      DIRECT_CALLS_BLOCKED,
      "The API's WAF refused calls without the origin secret: CloudFront's value may be refused (rotation) or the execute-api URL is called directly",
    );
  }

  /**
   * Any function of the account throttled (its reserved concurrency or the account's limit
   * reached): one alarm on the account's Throttles rather than one per function, which kept the
   * stack under CloudFormation's 500 resources (the deploy is the account's only workload).
   */
  private throttlesAlarm(): void {
    this.alarm(
      'LambdaThrottles',
      new Metric({ namespace: 'AWS/Lambda', metricName: 'Throttles', period: FIVE_MINUTES, statistic: 'Sum' }),
      1,
      "A function was throttled (its reserved concurrency or the account's limit reached): the function's Throttles metric names it",
    );
  }

  /**
   * Errors, and a run near its timeout: its duration over 80 % of it, or for a job that
   * stops itself with a checkpoint (`checkpointedJob`, its name), a run the timeout cut. Such a
   * job's planned stop ends 30 s before the timeout (90–95 % of it) every night its backlog is
   * larger than a run: a Duration alarm would fire on each.
   */
  private functionAlarms(name: string, fn: LambdaFunction, errorThreshold: number, checkpointedJob?: string): void {
    this.alarm(`${name}Errors`, fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }), errorThreshold, `${name}: unhandled errors`);
    if (checkpointedJob) {
      const filter = new MetricFilter(this, `${name}CutFilter`, {
        logGroup: fn.logGroup,
        filterPattern: FilterPattern.literal(`"${LAMBDA_TIMEOUT_MESSAGE}"`),
        metricNamespace: JOB_CUT_NAMESPACE,
        metricName: jobCutMetricName(checkpointedJob),
        metricValue: '1',
      });
      this.alarm(
        `${name}CutByTimeout`,
        filter.metric({ period: FIVE_MINUTES, statistic: 'Sum' }),
        1,
        `${name}: a run was cut by its timeout before it stored its checkpoint (a page took longer than the stop margin); the next run resumes from the last checkpoint stored`,
      );
      return;
    }
    const timeoutMs = fn.timeout?.toMilliseconds() ?? 3000;
    this.alarm(
      `${name}NearTimeout`,
      fn.metricDuration({ period: FIVE_MINUTES, statistic: 'Maximum' }),
      Math.round(timeoutMs * 0.8),
      `${name}: an invocation took more than 80 % of its timeout`,
    );
  }

  /**
   * The push channel: its two Lambdas, stream batches given up (DLQ), a stream handler falling
   * behind (pushes arriving a minute late are no push), and $connect failing in the socket handler.
   */
  private pushAlarms(push: Push): void {
    this.functionAlarms('PushSocket', push.socketFunction, 3);
    this.functionAlarms('PushStream', push.streamFunction, 1);
    this.alarm(
      'PushDeadLetters',
      push.deadLetterQueue.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES, statistic: 'Maximum' }),
      1,
      'Push: stream records given up after the retries (a message is in the dead-letter queue)',
    );
    this.alarm(
      'PushIteratorAge',
      push.streamFunction.metric('IteratorAge', { period: Duration.minutes(1), statistic: 'Maximum' }),
      PUSH_MAX_ITERATOR_AGE_MS,
      'Push: the stream handler is more than a minute behind the table',
    );
    this.alarm(
      'PushConnectErrors',
      new Metric({
        namespace: 'AWS/ApiGateway',
        metricName: 'ExecutionError',
        dimensionsMap: { ApiId: push.webSocketApi.apiId, Stage: push.stage.stageName },
        period: FIVE_MINUTES,
        statistic: 'Sum',
      }),
      5,
      'Push: the WebSocket API failed to run the socket handler at least 5 times in 5 minutes',
    );
  }

  /** Any send the job could not make (SES refused, identity unverified, sandbox, quota). */
  private emailAlarm(name: string, job: ScheduledJob): void {
    const filter = new MetricFilter(this, `${name}SendFailureFilter`, {
      logGroup: job.function.logGroup,
      filterPattern: FilterPattern.any(...EMAIL_FAILURE_MESSAGES.map((m) => FilterPattern.stringValue('$.message', '=', m))),
      metricNamespace: EMAIL_FAILURE_METRIC.namespace,
      metricName: EMAIL_FAILURE_METRIC.metricName,
      metricValue: '1',
    });
    this.alarm(
      `${name}SendFailures`,
      filter.metric({ period: FIVE_MINUTES, statistic: 'Sum' }),
      1,
      `Job ${job.job.name}: an e-mail could not be sent (check the SES identity, its verification and the sandbox)`,
    );
  }

  /** A paid pack whose invoice could not be issued (decision 041). */
  private packInvoiceAlarm(fn: LambdaFunction): void {
    const filter = new MetricFilter(this, 'PackNotInvoicedFilter', {
      logGroup: fn.logGroup,
      filterPattern: FilterPattern.stringValue('$.message', '=', PACK_NOT_INVOICED_MESSAGE),
      metricNamespace: PACK_NOT_INVOICED_METRIC.namespace,
      metricName: PACK_NOT_INVOICED_METRIC.metricName,
      metricValue: '1',
    });
    this.alarm(
      'PackPurchasesNotInvoiced',
      filter.metric({ period: FIVE_MINUTES, statistic: 'Sum' }),
      1,
      "Credits: a paid pack has no invoice (the seller's or the client's identity was incomplete): complete it and issue the invoice by hand",
    );
  }

  /** Throttled reads or writes on the table and on each index (each has its own ceiling). */
  private tableAlarms(table: ITable): void {
    const throttles = (index?: string) =>
      new MathExpression({
        expression: 'reads + writes',
        usingMetrics: Object.fromEntries(
          (['reads', 'writes'] as const).map((key) => [
            key,
            table.metric(key === 'reads' ? 'ReadThrottleEvents' : 'WriteThrottleEvents', {
              period: FIVE_MINUTES,
              statistic: 'Sum',
              dimensionsMap: { TableName: table.tableName, ...(index ? { GlobalSecondaryIndexName: index } : {}) },
            }),
          ]),
        ),
        period: FIVE_MINUTES,
        label: index ? `Index ${index} throttle events` : 'Table throttle events',
      });
    this.alarm('TableThrottles', throttles(), 1, 'DynamoDB throttled requests (the table ceiling or a hot key)');
    for (const { name } of tableDesign.globalIndexes) {
      this.alarm(`${pascal(name)}Throttles`, throttles(name), 1, `DynamoDB throttled requests on index ${name} (its ceiling or a hot key)`);
    }
  }

  private budget(amount: number): void {
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        actions: ['sns:Publish'],
        principals: [new ServicePrincipal('budgets.amazonaws.com')],
        resources: [this.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    );
    const subscribers = [{ subscriptionType: 'SNS', address: this.topic.topicArn }];
    const notification = (type: 'ACTUAL' | 'FORECASTED', threshold: number) => ({
      notification: { notificationType: type, comparisonOperator: 'GREATER_THAN', threshold, thresholdType: 'PERCENTAGE' },
      subscribers,
    });
    new CfnBudget(this, 'Budget', {
      budget: { budgetType: 'COST', timeUnit: 'MONTHLY', budgetLimit: { amount, unit: 'USD' } },
      notificationsWithSubscribers: [notification('ACTUAL', 80), notification('FORECASTED', 100)],
    });
  }
}
