import { Stack, Validations } from 'aws-cdk-lib';
import { ServerlessChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';

/** CDK's own deploy-time functions: the custom resource framework and the SPA upload. */
const cdkOwned = (path: string) => path.includes('/Provider/framework-') || path.includes('/Custom::CDKBucketDeployment');

/** Why each Serverless finding left in this app is accepted; a rule missing here fails the synth. */
const reasons: Record<string, (path: string) => string | undefined> = {
  'Serverless-LambdaDLQ': (path) =>
    path.includes('/Push/StreamFunction')
      ? "The table stream's event source mapping sends failed batches to its on-failure SQS destination (Push/DeadLetters), which this rule does not see."
      : 'Invoked synchronously (API Gateway, a CloudFormation custom resource, the deploy trigger, Secrets Manager rotation, the WebSocket API): the caller gets the failure; a dead-letter queue only receives asynchronous invocations, and the jobs (EventBridge, asynchronous) have theirs.',
  'Serverless-LambdaLatestVersion': () =>
    'The runtime is pinned on purpose (app-function.ts, decision 025 measures the next one), and the CDK-owned handlers get theirs from aws-cdk-lib: moved deliberately, not by the latest-runtime rule.',
  'Serverless-LambdaDefaultMemorySize': (path) =>
    cdkOwned(path) ? 'CDK-owned function run only during deploys (custom resource framework, SPA upload): its memory is chosen by aws-cdk-lib.' : undefined,
  'Serverless-LambdaTracing': (path) =>
    cdkOwned(path) ? 'CDK-owned function run only during deploys (custom resource framework, SPA upload): nothing to trace on a request path.' : undefined,
  'Serverless-SQSRedrivePolicy': () =>
    'This queue is itself a dead-letter queue: a redrive policy would move its messages to yet another queue nobody reads; an alarm fires on its first message.',
  'Serverless-SNSRedrivePolicy': () =>
    "The alarm topic's e-mail subscription: a delivery that fails has no reader to redrive it to; the alarms stay visible in CloudWatch.",
};

/**
 * cdk-nag's Serverless pack, run on the finished stack: each finding whose rule has a reason
 * above is acknowledged on its own resource's construct (so a new resource is checked again);
 * any other finding stays and stops the synth.
 */
export function acknowledgeServerlessFindings(stack: Stack): void {
  const byPath = new Map(stack.node.findAll().map((construct) => [construct.node.path, construct] as const));
  for (const violation of new ServerlessChecks().validateScope(stack).violations) {
    for (const resource of violation.violatingResources) {
      const path = resource.constructPath ?? '';
      const reason = reasons[violation.ruleName.replace(/\[.*$/, '')]?.(path);
      const construct: IConstruct | undefined = byPath.get(path);
      if (reason && construct) Validations.of(construct).acknowledge({ id: violation.ruleName, reason });
    }
  }
}
