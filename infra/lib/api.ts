import { Duration, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { ParamsAndSecretsLayerVersion, ParamsAndSecretsVersions } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { domains, routes, type Domain } from '@app/functions/routes';
import { AppFunction } from './app-function';
import type { Data } from './data';
import { applyGrants, domainGrants } from './domain-grants';
import { dataEnvironment } from './environment';
import { pascal } from './names';
import type { GeneratedSecret } from './generated-secret';
import type { OriginVerifySecret } from './origin-verify';
import { domainEntry } from './paths';
import type { TokenKeys } from './token-keys';

/** Stage throttling: steady requests (or WebSocket messages) per second and burst. */
export interface StageThrottleProps {
  readonly rateLimit?: number;
  readonly burstLimit?: number;
}

export interface ApiProps extends StageThrottleProps {
  readonly data: Data;
  /** Requests without CloudFront's secret header are refused by the functions (read at run time). */
  readonly originVerify: OriginVerifySecret;
  /** Seals the list cursors (functions/src/lib/db/sealed-cursor.ts): one key for every function. */
  readonly cursorSecret: GeneratedSecret;
  /** Every domain verifies tokens with the public keys; only the auth function signs. */
  readonly tokenKeys: TokenKeys;
  /** Reserved concurrency of each domain function (0: none). */
  readonly concurrency?: number;
  readonly sourceMaps?: boolean;
}

/** The access log fields of both API Gateway APIs (HTTP and the push channel's WebSocket). */
export const accessLogFields = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  routeKey: '$context.routeKey',
  status: '$context.status',
  integrationError: '$context.integrationErrorMessage',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
};

// One JSON line per request: who (source IP is CloudFront's; the viewer's is in the CloudFront
// logs), what, the answer and its latency.
const accessLogFormat = AccessLogFormat.custom(
  JSON.stringify({ ...accessLogFields, latencyMs: '$context.responseLatency', bytes: '$context.responseLength' }),
);

/** The HTTP API: one Lambda per domain, one route per entry of the route table. */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  readonly accessLogs: LogGroup;
  readonly functions: Record<Domain, AppFunction>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.functions = this.createFunctions(props);
    this.httpApi = new HttpApi(this, 'HttpApi', { apiName: 'tuning-file-manager', createDefaultStage: false });
    this.accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: props.rateLimit ?? 50, burstLimit: props.burstLimit ?? 100 },
      accessLogSettings: { destination: new LogGroupLogDestination(this.accessLogs), format: accessLogFormat },
    });
    this.addRoutes();
  }

  private createFunctions(props: ApiProps): Record<Domain, AppFunction> {
    // The origin secret over local HTTP (no SDK client in the bundles); the functions keep what
    // they read for a few minutes themselves (lib/http/origin-check.ts), the extension 30 s.
    const paramsAndSecrets = ParamsAndSecretsLayerVersion.fromVersion(ParamsAndSecretsVersions.V1_0_103, {
      cacheSize: 10,
      secretsManagerTtl: Duration.seconds(30),
    });
    const entries = domains.map((domain) => {
      const fn = new AppFunction(this, `${pascal(domain)}Function`, {
        entry: domainEntry(domain),
        description: `API domain: ${domain}`,
        environment: { ...dataEnvironment(props.data), CURSOR_SECRET: props.cursorSecret.value },
        reservedConcurrency: props.concurrency,
        sourceMaps: props.sourceMaps,
        paramsAndSecrets,
      });
      props.originVerify.allowReading(fn);
      props.tokenKeys.allowVerifying(fn);
      if (domain === 'auth') props.tokenKeys.allowSigning(fn);
      applyGrants(fn, domainGrants[domain], props.data);
      return [domain, fn] as const;
    });
    return Object.fromEntries(entries) as Record<Domain, AppFunction>;
  }

  private addRoutes(): void {
    const integrations = new Map<Domain, HttpLambdaIntegration>();
    for (const route of routes) {
      let integration = integrations.get(route.domain);
      if (!integration) {
        const id = `${pascal(route.domain)}Integration`;
        // One invoke permission per function (any route of this API), not one per route: the
        // Lambda resource policy is capped at 20 KB and domains keep gaining routes.
        integration = new HttpLambdaIntegration(id, this.functions[route.domain], {
          scopePermissionToRoute: false,
        });
        integrations.set(route.domain, integration);
      }
      this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration,
      });
    }
    Validations.of(this.httpApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Authorization is in the functions (decision 001): each route declares its access in functions/src/routes.ts and the shared router verifies the token, role and account status; public routes (login, register, refresh) are public by design.',
    });
  }
}
