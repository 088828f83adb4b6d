import { Duration } from 'aws-cdk-lib';
import { FunctionUrlAuthType, ParamsAndSecretsLayerVersion, ParamsAndSecretsVersions, type FunctionUrl } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { domains, type Domain } from '@app/functions/routes';
import { AppFunction } from './app-function';
import { domainFiles } from './bundled-files';
import type { Data } from './data';
import { applyGrants, domainGrants } from './domain-grants';
import { dataEnvironment } from './environment';
import { pascal } from './names';
import type { GeneratedSecret } from './generated-secret';
import type { OriginVerifySecret } from './origin-verify';
import { domainEntry } from './paths';
import type { TokenKeys } from './token-keys';

/** The push channel's WebSocket stage throttling (push.ts): steady messages per second and burst. */
export interface StageThrottleProps {
  readonly rateLimit?: number;
  readonly burstLimit?: number;
}

export interface ApiProps {
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

/** The access log fields of the push channel's WebSocket API (push.ts). */
export const accessLogFields = {
  requestId: '$context.requestId',
  time: '$context.requestTime',
  routeKey: '$context.routeKey',
  status: '$context.status',
  integrationError: '$context.integrationErrorMessage',
  ip: '$context.identity.sourceIp',
  userAgent: '$context.identity.userAgent',
};

/**
 * The API: one Lambda per domain, each behind its own function URL that only CloudFront may call
 * (AWS_IAM, signed by the distribution's origin access control: site.ts). No API Gateway, so no
 * public endpoint and no stage throttle to exhaust around the edge: the WAF's rate rules limit
 * each address, and reserved concurrency (-c apiConcurrency) caps a function when asked.
 * CloudFront picks the domain's URL per request from the route table (api-origin-function.ts);
 * each handler then matches its own route (functions/src/lib/http/route-match.ts).
 */
export class Api extends Construct {
  readonly functions: Record<Domain, AppFunction>;
  readonly urls: Record<Domain, FunctionUrl>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.functions = this.createFunctions(props);
    const urls = domains.map((domain) => [domain, this.functions[domain].addFunctionUrl({ authType: FunctionUrlAuthType.AWS_IAM })] as const);
    this.urls = Object.fromEntries(urls) as Record<Domain, FunctionUrl>;
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
        files: domainFiles[domain],
      });
      props.originVerify.allowReading(fn);
      props.tokenKeys.allowVerifying(fn);
      if (domain === 'auth') props.tokenKeys.allowSigning(fn);
      applyGrants(fn, domainGrants[domain], props.data);
      return [domain, fn] as const;
    });
    return Object.fromEntries(entries) as Record<Domain, AppFunction>;
  }
}
