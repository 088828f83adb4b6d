import { join } from 'node:path';
import { Duration, Stack, Token, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { LogGroupLogDestination, WebSocketApi, WebSocketStage } from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { accessLogFields, type StageThrottleProps } from './api';
import { AppFunction } from './app-function';
import type { Data } from './data';
import { applyGrants, pushGrants } from './domain-grants';
import { dataEnvironment } from './environment';
import { functionsSrc } from './paths';
import { pushStreamFilters } from './push-stream-filter';

export const PUSH_STAGE = 'prod';
/** The management API calls the stream handler makes: PostToConnection (and DeleteConnection). */
export const MANAGE_CONNECTION_METHODS = ['POST', 'DELETE'] as const;

export const pushEntry = (name: 'socket-handler' | 'stream-handler') => join(functionsSrc, 'push', `${name}.ts`);

export interface PushProps extends StageThrottleProps {
  readonly data: Data;
  readonly sourceMaps?: boolean;
}

// One JSON line per connection event: who connected or was refused, on which connection.
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({ ...accessLogFields, eventType: '$context.eventType', connectionId: '$context.connectionId' }),
);

/**
 * The push channel (decision 016): an API Gateway WebSocket API whose $connect, $disconnect and
 * $default go to the socket handler, and the table's stream feeding the stream handler, which
 * posts `{"moved": [...]}` to the connections of the users concerned.
 */
export class Push extends Construct {
  readonly webSocketApi: WebSocketApi;
  readonly stage: WebSocketStage;
  readonly accessLogs: LogGroup;
  readonly socketFunction: AppFunction;
  readonly streamFunction: AppFunction;
  /** Stream batches that still fail after the retries and bisections (their records, not the data). */
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: PushProps) {
    super(scope, id);
    const { data, sourceMaps } = props;
    this.socketFunction = new AppFunction(this, 'SocketFunction', {
      entry: pushEntry('socket-handler'),
      description: 'Push: WebSocket $connect (ticket), $disconnect and keepalive',
      environment: dataEnvironment(data),
      sourceMaps,
    });
    applyGrants(this.socketFunction, pushGrants.socket, data);

    this.webSocketApi = this.createApi();
    this.accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH });
    this.stage = new WebSocketStage(this, 'Stage', {
      webSocketApi: this.webSocketApi,
      stageName: PUSH_STAGE,
      autoDeploy: true,
      throttle: { rateLimit: props.rateLimit ?? 50, burstLimit: props.burstLimit ?? 100 },
      accessLogSettings: { destination: new LogGroupLogDestination(this.accessLogs), format: accessLogFormat },
    });

    this.deadLetterQueue = new Queue(this, 'DeadLetters', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    Validations.of(this.deadLetterQueue).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason:
        "This queue is a dead-letter queue: the on-failure destination of the stream's event source mapping, which cdk-nag does not recognise (only redrive policies and Lambda DeadLetterConfig).",
    });
    this.streamFunction = new AppFunction(this, 'StreamFunction', {
      entry: pushEntry('stream-handler'),
      description: 'Push: table stream to the connections of the users concerned',
      timeout: Duration.seconds(30),
      environment: { ...dataEnvironment(data), PUSH_MANAGEMENT_ENDPOINT: this.stage.callbackUrl },
      sourceMaps,
    });
    applyGrants(this.streamFunction, pushGrants.stream, data);
    this.allowManagingConnections();
    this.streamFunction.addEventSource(
      new DynamoEventSource(data.table, {
        startingPosition: StartingPosition.LATEST,
        batchSize: 100,
        // Lambda polls each shard four times a second; a window of even 1 s would spend the
        // whole latency budget (a change on screen in a few hundred milliseconds).
        maxBatchingWindow: Duration.seconds(0),
        bisectBatchOnError: true,
        retryAttempts: 2,
        onFailure: new SqsDlq(this.deadLetterQueue),
        filters: pushStreamFilters.map((pattern) => FilterCriteria.filter(pattern)),
      }),
    );
    acknowledgeStreamListing(this.streamFunction);
  }

  /** The socket's address for browsers (PUSH_URL of the function that issues tickets). */
  get url(): string {
    return this.stage.url;
  }

  /** The origin the SPA connects to, for the Content-Security-Policy's connect-src. */
  get origin(): string {
    const stack = Stack.of(this);
    return `wss://${this.webSocketApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }

  private createApi(): WebSocketApi {
    const integration = (id: string) => new WebSocketLambdaIntegration(id, this.socketFunction);
    const api = new WebSocketApi(this, 'WebSocketApi', {
      apiName: 'tuning-file-manager-push',
      description: 'Push channel: which versions moved, to each signed-in tab',
      connectRouteOptions: { integration: integration('ConnectIntegration') },
      disconnectRouteOptions: { integration: integration('DisconnectIntegration') },
      defaultRouteOptions: { integration: integration('DefaultIntegration') },
    });
    Validations.of(api).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'A browser cannot set an Authorization header on a WebSocket: $connect is authorised by the single-use ticket of POST /api/push/ticket (an authenticated call), checked and consumed by the socket handler, which refuses the connection otherwise; $disconnect and $default only exist on a connection so admitted.',
    });
    return api;
  }

  /** PostToConnection on this API's stage only: `{apiId}/prod/POST/@connections/{connectionId}`. */
  private allowManagingConnections(): void {
    const resources = MANAGE_CONNECTION_METHODS.map((method) =>
      Stack.of(this).formatArn({
        service: 'execute-api',
        resource: this.webSocketApi.apiId,
        resourceName: `${PUSH_STAGE}/${method}/@connections/*`,
      }),
    );
    this.streamFunction.addToRolePolicy(new PolicyStatement({ actions: ['execute-api:ManageConnections'], resources }));
    const stack = Stack.of(this);
    // cdk-nag names the resource as it is in the template: a pseudo parameter when not pinned.
    const shown = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<AWS::${pseudo}>` : value);
    const arnStart = `arn:${shown(stack.partition, 'Partition')}:execute-api:${shown(stack.region, 'Region')}:${shown(stack.account, 'AccountId')}`;
    const apiId = stack.getLogicalId(this.webSocketApi.node.defaultChild as never);
    for (const method of MANAGE_CONNECTION_METHODS) {
      Validations.of(this.streamFunction).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${arnStart}:<${apiId}>/${PUSH_STAGE}/${method}/@connections/*]`,
        reason: 'Connection ids exist only at run time: the grant is this API, this stage and this method, any connection.',
      });
    }
  }
}

/**
 * The event source mapping reads the stream with DescribeStream, GetRecords and GetShardIterator
 * on the stream's ARN, and ListStreams, which takes no resource ARN.
 */
function acknowledgeStreamListing(fn: AppFunction): void {
  Validations.of(fn).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason:
      'dynamodb:ListStreams (the event source mapping) and X-Ray tracing (xray:PutTraceSegments, PutTelemetryRecords) take no resource ARN.',
  });
}
