import { isAbsolute, resolve } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { AppFunction } from './app-function';
import type { Data } from './data';
import { applyGrants, jobGrants, type JobGrants } from './domain-grants';
import { dataEnvironment } from './environment';
import { pascal } from './names';
import { jobsDir } from './paths';

/** One entry of `jobs` in functions/src/jobs/registry.ts. */
export interface JobDefinition {
  /** kebab-case, unique. */
  readonly name: string;
  /** EventBridge expression: `rate(1 day)` or `cron(0 3 * * ? *)` (UTC). */
  readonly schedule: string;
  /** TS file exporting `handler`: absolute, or relative to functions/src/jobs/. */
  readonly entry: string;
  readonly grants: JobGrants;
  readonly timeoutSeconds?: number;
  readonly memorySize?: number;
  /** It stops near its timeout with a checkpoint: its alarm is on a run the timeout cut, not on its duration. */
  readonly checkpointed?: boolean;
}

export interface ScheduledJobProps {
  readonly job: JobDefinition;
  readonly data: Data;
  readonly sourceMaps?: boolean;
  /** Reserved concurrency (0 or undefined: none, the default; see settings.ts). */
  readonly concurrency?: number;
}

const scheduleExpression = /^(rate|cron)\(.+\)$/;

/**
 * A Lambda run by an EventBridge rule on a schedule. No reserved concurrency by default (a new
 * account cannot reserve any): two runs may overlap, which each job allows (the outbox claims a
 * mail by a conditional write; the nightly walks restart from their checkpoint). A run that still fails after Lambda's two retries, or that EventBridge cannot deliver, lands in
 * the dead-letter queue, which the monitoring alarms on.
 */
export class ScheduledJob extends Construct {
  readonly function: AppFunction;
  readonly rule: Rule;
  readonly deadLetterQueue: Queue;
  readonly job: JobDefinition;

  constructor(scope: Construct, id: string, { job, data, sourceMaps, concurrency }: ScheduledJobProps) {
    super(scope, id);
    if (!scheduleExpression.test(job.schedule)) {
      throw new Error(
        `Job ${job.name}: schedule must be rate(...) or cron(...), got "${job.schedule}"`,
      );
    }
    this.job = job;
    this.deadLetterQueue = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.function = new AppFunction(this, 'Function', {
      entry: isAbsolute(job.entry) ? job.entry : resolve(jobsDir, job.entry),
      description: `Scheduled job: ${job.name}`,
      timeout: Duration.seconds(job.timeoutSeconds ?? 300),
      memorySize: job.memorySize,
      environment: dataEnvironment(data),
      reservedConcurrency: concurrency,
      deadLetterQueue: this.deadLetterQueue,
      sourceMaps,
    });
    applyGrants(this.function, jobGrants(job.name, job.grants), data);
    this.rule = new Rule(this, 'Schedule', {
      description: `Runs job ${job.name}`,
      schedule: Schedule.expression(job.schedule),
      targets: [new LambdaFunction(this.function, { retryAttempts: 2, deadLetterQueue: this.deadLetterQueue })],
    });
  }
}

export function addScheduledJobs(
  scope: Construct,
  jobs: readonly JobDefinition[],
  data: Data,
  options: { sourceMaps?: boolean; concurrency?: number } = {},
): ScheduledJob[] {
  return jobs.map((job) => new ScheduledJob(scope, `${pascal(job.name)}Job`, { job, data, ...options }));
}
