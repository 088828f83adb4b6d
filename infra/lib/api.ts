import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import {
  AccessLogFormat,
  EndpointType,
  LambdaIntegration,
  LogGroupLogDestination,
  MethodLoggingLevel,
  ResponseType,
  RestApi,
  type Stage,
} from 'aws-cdk-lib/aws-apigateway';
import { ParamsAndSecretsLayerVersion, ParamsAndSecretsVersions } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { domains, routes, type Domain } from '@app/functions/routes';
import { AppFunction } from './app-function';
import { domainFiles } from './bundled-files';
import type { Data } from './data';
import { applyGrants, domainGrants } from './domain-grants';
import { dataEnvironment } from './environment';
import { gatewayAnswers, gatewayResponseHeaders } from './gateway-responses';
import { pascal } from './names';
import type { GeneratedSecret } from './generated-secret';
import type { OriginVerifySecret } from './origin-verify';
import { domainEntry } from './paths';
import type { TokenKeys } from './token-keys';

/** Stage throttling: steady requests per second and burst (the REST API's stage and the push channel's). */
export interface StageThrottleProps {
  readonly rateLimit?: number;
  readonly burstLimit?: number;
}

/** The REST API's stage: CloudFront's origin path (`/api/orders` reaches `/api/api/orders` there). */
export const API_STAGE = 'api';
/**
 * Every media type is binary to the REST API: any request body reaches the Lambda base64-encoded
 * (the handlers decode it, lib/http/body.ts), and an answer the Lambda marks base64 is decoded.
 */
export const BINARY_MEDIA_TYPES = ['*/*'];

export interface ApiProps extends StageThrottleProps {
  readonly data: Data;
  /** Requests without CloudFront's secret header are refused by the WAF (api-firewall.ts) and the functions. */
  readonly originVerify: OriginVerifySecret;
  /** Seals the list cursors (functions/src/lib/db/sealed-cursor.ts): one key for every function, read at run time. */
  readonly cursorSecret: GeneratedSecret;
  /** Every domain verifies tokens with the public keys; only the auth function signs. */
  readonly tokenKeys: TokenKeys;
  /** Reserved concurrency of each domain function (0: none). */
  readonly concurrency?: number;
  readonly sourceMaps?: boolean;
}

/** The access log fields of the REST API's stage and of the push channel's WebSocket API (push.ts). */
export const accessLogFields = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  routeKey: '$context.routeKey',
  status: '$context.status',
  integrationError: '$context.integrationErrorMessage',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
};

/** A REST API has no route key: its method and resource, and the WAF's verdict. */
const restAccessLogFields = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  method: '$context.httpMethod',
  resource: '$context.resourcePath',
  status: '$context.status',
  latency: '$context.responseLatency',
  integrationError: '$context.integrationErrorMessage',
  waf: '$context.waf.status',
  // Behind CloudFront the source is an edge; the viewer is in CloudFront's own logs.
  ip: '$context.identity.sourceIp',
};

/**
 * The API (decision 031): an API Gateway REST API (regional) with one method per route of the
 * contract (functions/src/routes.ts, no greedy path), each integrated with its domain's Lambda
 * (proxy, payload 1.0, made the handlers' 2.0 shape once in lib/http/rest-event.ts). Only
 * CloudFront reaches it: the regional WAF in front of the stage (api-firewall.ts) blocks a call
 * without the origin secret's header before it counts against the stage throttle or invokes
 * anything. API Gateway's own refusals are JSON `{detail}` (gateway-responses.ts).
 */
export class Api extends Construct {
  readonly functions: Record<Domain, AppFunction>;
  readonly restApi: RestApi;
  readonly stage: Stage;
  readonly accessLogs: LogGroup;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.functions = this.createFunctions(props);
    this.accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    this.restApi = new RestApi(this, 'RestApi', {
      restApiName: `${Stack.of(this).stackName}-api`,
      description: 'Tuning file manager /api: one method per contract route, reached through CloudFront only',
      endpointConfiguration: { types: [EndpointType.REGIONAL] },
      binaryMediaTypes: BINARY_MEDIA_TYPES,
      // The account's CloudWatch role is set once, by ApiGatewayAccount (api-account.ts).
      cloudWatchRole: false,
      deployOptions: {
        stageName: API_STAGE,
        throttlingRateLimit: props.rateLimit ?? 50,
        throttlingBurstLimit: props.burstLimit ?? 100,
        accessLogDestination: new LogGroupLogDestination(this.accessLogs),
        accessLogFormat: AccessLogFormat.custom(JSON.stringify(restAccessLogFields)),
        loggingLevel: MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        // Per-method metrics would be custom metrics (≈ 760 for 109 methods): the API's own are enough.
        metricsEnabled: false,
        tracingEnabled: true,
      },
    });
    this.stage = this.restApi.deploymentStage;
    this.addMethods();
    this.addGatewayResponses();
    acknowledgeRestApi(this.restApi);
  }

  /** One method per route of the contract, on the resource of its template, to its domain's Lambda. */
  private addMethods(): void {
    // One invoke permission per function for the whole API (not one per method: 109 routes).
    const integrations = Object.fromEntries(
      domains.map((domain) => [domain, new LambdaIntegration(this.functions[domain], { proxy: true, scopePermissionToMethod: false })]),
    ) as Record<Domain, LambdaIntegration>;
    for (const route of routes) {
      this.restApi.root.resourceForPath(route.path).addMethod(route.method, integrations[route.domain]);
    }
  }

  private addGatewayResponses(): void {
    for (const answer of gatewayAnswers) {
      this.restApi.addGatewayResponse(pascal(answer.type.toLowerCase().replaceAll('_', '-')), {
        type: ResponseType.of(answer.type),
        statusCode: answer.status === undefined ? undefined : String(answer.status),
        responseHeaders: gatewayResponseHeaders(answer),
        templates: { 'application/json': JSON.stringify({ detail: answer.detail }) },
      });
    }
  }

  private createFunctions(props: ApiProps): Record<Domain, AppFunction> {
    // The origin and cursor secrets over local HTTP (no SDK client in the bundles); the functions
    // keep what they read themselves (lib/http/origin-check.ts, lib/db/sealed-cursor.ts), the extension 30 s.
    const paramsAndSecrets = ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103, {
      cacheSize: 10,
      secretsManagerTtl: Duration.seconds(30),
    });
    const entries = domains.map((domain) => {
      const fn = new AppFunction(this, `${pascal(domain)}Function`, {
        entry: domainEntry(domain),
        description: `API domain: ${domain}`,
        environment: dataEnvironment(props.data),
        reservedConcurrency: props.concurrency,
        sourceMaps: props.sourceMaps,
        paramsAndSecrets,
        files: domainFiles[domain],
      });
      props.originVerify.allowReading(fn);
      props.cursorSecret.allowReading(fn);
      props.tokenKeys.allowVerifying(fn);
      if (domain === 'auth') props.tokenKeys.allowSigning(fn);
      applyGrants(fn, domainGrants[domain], props.data);
      return [domain, fn] as const;
    });
    return Object.fromEntries(entries) as Record<Domain, AppFunction>;
  }
}

/** cdk-nag's REST API findings that hold by design, each with its reason, on the API's own constructs. */
function acknowledgeRestApi(api: RestApi): void {
  const reasons = {
    'AwsSolutions-APIG2':
      'The handlers validate every request against the contract (zod, lib/http/validate.ts) and answer JSON {detail}; an API Gateway validator would answer its own format first.',
    'AwsSolutions-APIG4':
      'The API issues its own tokens (jose, lib/auth/authenticate.ts): each handler verifies the bearer token and the role; public routes (sign-in, register, the document) need none.',
    'AwsSolutions-COG4': 'No Cognito: the API issues its own tokens (decision 012), verified by the handlers.',
  };
  for (const method of api.methods) {
    for (const [id, reason] of Object.entries(reasons)) {
      if (id !== 'AwsSolutions-APIG2') Validations.of(method).acknowledge({ id, reason });
    }
  }
  Validations.of(api).acknowledge({ id: 'AwsSolutions-APIG2', reason: reasons['AwsSolutions-APIG2'] });
}
