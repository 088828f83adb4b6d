import type { DynamoDBRecord } from 'aws-lambda';
import { Match, type Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { domains } from '@app/functions/routes';
import { addRecordTopics, emptyBatchTopics } from '@app/functions/push/stream-topics';
import { PUSH_MAX_ITERATOR_AGE_MS } from '../lib/monitoring';
import { PUSH_STAGE } from '../lib/push';
import { pushStreamFilters } from '../lib/push-stream-filter';
import { logicalId, must, synthDefault, type Synthesized } from './synth';

let synth: Synthesized;
let template: Template;

beforeAll(async () => {
  synth = await synthDefault();
  template = synth.template;
});

const idOf = (construct: Parameters<typeof logicalId>[1]) => logicalId(synth.stack, construct);
const functionProps = (fn: Parameters<typeof logicalId>[1]) =>
  must(template.findResources('AWS::Lambda::Function')[idOf(fn)], 'function').Properties;

describe('the WebSocket API', () => {
  it('is a WebSocket API whose $connect, $disconnect and $default go to the socket handler', () => {
    const apiId = idOf(synth.stack.push.webSocketApi);
    const api = must(template.findResources('AWS::ApiGatewayV2::Api')[apiId], 'WebSocket API');
    expect(api.Properties.ProtocolType).toBe('WEBSOCKET');
    const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route', { Properties: { ApiId: { Ref: apiId } } }));
    expect(routes.map((r) => r.Properties.RouteKey).sort()).toEqual(['$connect', '$default', '$disconnect']);
    const integrations = template.findResources('AWS::ApiGatewayV2::Integration');
    const socketArn = { 'Fn::GetAtt': [idOf(synth.stack.push.socketFunction), 'Arn'] };
    for (const route of routes) {
      const integrationId = route.Properties.Target['Fn::Join'][1][1].Ref as string;
      expect(JSON.stringify(integrations[integrationId]?.Properties.IntegrationUri), route.Properties.RouteKey).toContain(
        JSON.stringify(socketArn),
      );
    }
  });

  it('has a prod stage, deployed automatically, throttled and access-logged', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      ApiId: { Ref: idOf(synth.stack.push.webSocketApi) },
      StageName: PUSH_STAGE,
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 },
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': [idOf(synth.stack.push.accessLogs), 'Arn'] },
        Format: Match.stringLikeRegexp('connectionId'),
      },
    });
  });

  it('gives its wss URL to the messaging function only (the ticket call), and lets the SPA connect to it (CSP)', () => {
    const apiRef = { Ref: idOf(synth.stack.push.webSocketApi) };
    const host = ['.execute-api.eu-west-3.', { Ref: 'AWS::URLSuffix' }];
    for (const domain of domains) {
      const url = functionProps(synth.stack.api.functions[domain]).Environment.Variables.PUSH_URL;
      if (domain !== 'messaging') expect(url, domain).toBeUndefined();
      else expect(url).toEqual({ 'Fn::Join': ['', ['wss://', apiRef, ...host, `/${PUSH_STAGE}`]] });
    }
    const [policy] = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const csp = JSON.stringify(must(policy).Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy);
    // In connect-src (no ';' before it), as an origin (the directive ends right after the host).
    expect(csp).toContain(`connect-src 'self' https://",`);
    expect(csp).toMatch(/connect-src 'self' [^;]* wss:\/\/",/);
    expect(csp).toContain(`" wss://",${JSON.stringify(apiRef)},".execute-api.eu-west-3.",{"Ref":"AWS::URLSuffix"},"; frame-src`);
  });
});

describe('the table stream and its handler', () => {
  it('streams new and old images', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', { StreamSpecification: { StreamViewType: 'NEW_AND_OLD_IMAGES' } });
  });

  it('gives the stream handler the management endpoint of the prod stage', () => {
    const variables = functionProps(synth.stack.push.streamFunction).Environment.Variables;
    expect(variables.PUSH_MANAGEMENT_ENDPOINT).toEqual({
      'Fn::Join': ['', ['https://', { Ref: idOf(synth.stack.push.webSocketApi) }, '.execute-api.eu-west-3.', { Ref: 'AWS::URLSuffix' }, `/${PUSH_STAGE}`]],
    });
    expect(variables.TABLE_NAME).toEqual({ Ref: idOf(synth.stack.data.table) });
  });

  it('reads the stream from its end, at once, retrying twice with bisection, then to an encrypted DLQ', () => {
    const mappings = Object.values(template.findResources('AWS::Lambda::EventSourceMapping'));
    expect(mappings).toHaveLength(1);
    const dlqArn = { 'Fn::GetAtt': [idOf(synth.stack.push.deadLetterQueue), 'Arn'] };
    expect(must(mappings[0]).Properties).toMatchObject({
      EventSourceArn: { 'Fn::GetAtt': [idOf(synth.stack.data.table), 'StreamArn'] },
      FunctionName: { Ref: idOf(synth.stack.push.streamFunction) },
      StartingPosition: 'LATEST',
      MaximumBatchingWindowInSeconds: 0,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: dlqArn } },
    });
    template.hasResourceProperties('AWS::SQS::Queue', { SqsManagedSseEnabled: true });
    expect(template.findResources('AWS::SQS::Queue')[idOf(synth.stack.push.deadLetterQueue)]?.Properties.SqsManagedSseEnabled).toBe(true);
  });

  it('is invoked only for the items whose versions the push follows', () => {
    const [mapping] = Object.values(template.findResources('AWS::Lambda::EventSourceMapping'));
    const patterns = must(mapping).Properties.FilterCriteria.Filters.map((f: { Pattern: string }) => JSON.parse(f.Pattern));
    expect(patterns).toEqual(pushStreamFilters);
    expect(patterns.length).toBeLessThanOrEqual(5); // Lambda's limit of filters per event source
  });
});

/** Whether a key value passes a filter rule (`["a","b"]` or `[{"prefix": "x"}]`), as Lambda matches. */
const passes = (rule: { S: (string | { prefix: string })[] } | undefined, value: string) =>
  !rule || rule.S.some((m) => (typeof m === 'string' ? m === value : value.startsWith(m.prefix)));
const filtered = (pk: string, sk: string) =>
  pushStreamFilters.some((f) => {
    const keys = f.dynamodb.Keys as { pk: { S: (string | { prefix: string })[] }; sk?: { S: (string | { prefix: string })[] } };
    return passes(keys.pk, pk) && passes(keys.sk, sk);
  });

/** A MODIFY record of (pk, sk) where every version the stream handler compares moved. */
const movedRecord = (pk: string, sk: string): DynamoDBRecord => {
  const image = (n: string) => ({
    pk: { S: pk },
    sk: { S: sk },
    client_id: { S: 'c1' },
    ...Object.fromEntries(
      ['notifications_version', 'messages_version', 'list_version', 'client_messages', 'admin_messages', 'version'].map((name) => [name, { N: n }]),
    ),
  });
  return { eventName: 'MODIFY', dynamodb: { Keys: { pk: { S: pk }, sk: { S: sk } }, OldImage: image('1'), NewImage: image('2') } };
};
const pushes = (pk: string, sk: string) => {
  const batch = emptyBatchTopics();
  addRecordTopics(batch, movedRecord(pk, sk));
  return batch.users.size + batch.admins.size + batch.chats.size + batch.everyone.size > 0;
};

describe('the stream filter and the stream handler', () => {
  const items: [string, string][] = [
    ['USER#u1', 'USER'],
    ['USER#u1', 'COUNTERS'],
    ['USER#u1', 'CREDITS'],
    ['SETTINGS', 'WORKSHOP'],
    ['SETTINGS', 'SETTINGS'],
    ['SETTINGS', 'INVOICE_SELLER'],
    ['USER#u1', 'NOTIF#n1'],
    ['USER#u1', 'DISCOUNT#cat'],
    ['USER#u1', 'SUPPORTUNREAD#c1'],
    ['COUNTERS', 'GLOBAL'],
    ['COUNTERS', 'ORDERS#3'],
    ['ORDER#o1', 'ORDER'],
    ['ORDER#o1', 'LOOKUP#AB123CD'],
    ['ORDERCHAT#o1', 'CHAT'],
    ['ORDERCHAT#o1', 'MSG#m1'],
    ['PUSHCONN#abc', 'CONN'],
    ['PUSHTICKET#abc', 'TICKET'],
    ['SUPPORT#c1', 'MSG#m1'],
    ['CATALOG', 'CATEGORY#x'],
    ['EMAIL#a@b.fr', 'EMAIL'],
  ];

  it('lets through exactly the items the handler turns into a push', () => {
    const mismatches = items.filter(([pk, sk]) => filtered(pk, sk) !== pushes(pk, sk));
    expect(mismatches).toEqual([]);
    expect(items.filter(([pk, sk]) => filtered(pk, sk)).length).toBeGreaterThanOrEqual(4);
  });

  it('matches no other kind of key', () => {
    expect(filtered('ORDERCHATX#o1', 'CHAT')).toBe(false);
    expect(filtered('USERS#client', 'USER')).toBe(false);
    expect(filtered('COUNTERSX', 'GLOBAL')).toBe(false);
  });
});

describe('push alarms', () => {
  const topicRef = () => ({ Ref: idOf(synth.stack.monitoring.topic) });
  const alarmsOf = (props: Record<string, unknown>) =>
    Object.values(template.findResources('AWS::CloudWatch::Alarm', { Properties: Match.objectLike(props) }));

  it('on stream handler errors, its iterator age over a minute and a message in its DLQ', () => {
    const streamFn = { Name: 'FunctionName', Value: { Ref: idOf(synth.stack.push.streamFunction) } };
    const expectOne = (props: Record<string, unknown>) => {
      const found = alarmsOf(props);
      expect(found, JSON.stringify(props)).toHaveLength(1);
      expect(must(found[0]).Properties.AlarmActions).toEqual([topicRef()]);
    };
    expectOne({ Namespace: 'AWS/Lambda', MetricName: 'Errors', Dimensions: [streamFn], Threshold: 1 });
    expectOne({ Namespace: 'AWS/Lambda', MetricName: 'IteratorAge', Dimensions: [streamFn], Statistic: 'Maximum', Threshold: PUSH_MAX_ITERATOR_AGE_MS });
    expect(PUSH_MAX_ITERATOR_AGE_MS).toBe(60_000);
    expectOne({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [idOf(synth.stack.push.deadLetterQueue), 'QueueName'] } }],
      Threshold: 1,
    });
  });

  it('on socket handler errors and on the WebSocket API failing to run it', () => {
    const socketFn = { Name: 'FunctionName', Value: { Ref: idOf(synth.stack.push.socketFunction) } };
    expect(alarmsOf({ Namespace: 'AWS/Lambda', MetricName: 'Errors', Dimensions: [socketFn] })).toHaveLength(1);
    const apiRef = { Ref: idOf(synth.stack.push.webSocketApi) };
    const [execution] = alarmsOf({ Namespace: 'AWS/ApiGateway', MetricName: 'ExecutionError' });
    expect(must(execution, 'ExecutionError alarm').Properties).toMatchObject({
      Dimensions: expect.arrayContaining([{ Name: 'ApiId', Value: apiRef }, { Name: 'Stage', Value: PUSH_STAGE }]),
      AlarmActions: [topicRef()],
    });
  });
});
