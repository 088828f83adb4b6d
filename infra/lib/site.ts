import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { RestApiOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { AwsSolutionsChecks } from 'cdk-nag';
import { Construct, type IConstruct } from 'constructs';
import { ORIGIN_VERIFY_HEADER, type OriginVerifySecret } from './origin-verify';
import { originOf } from './settings';

export interface SiteProps {
  readonly siteBucket: IBucket;
  /** Presigned uploads and logo links go straight to this bucket: it is in the CSP. */
  readonly filesBucket: IBucket;
  readonly logsBucket: IBucket;
  /** The REST API (api.ts): `/api/*` goes to its stage, with the origin secret's header. */
  readonly restApi: RestApi;
  readonly originVerify: OriginVerifySecret;
  /** ARN of the CloudFront-scoped WAF web ACL (EdgeStack, us-east-1). */
  readonly webAclArn?: string;
  /** Custom domain and its us-east-1 ACM certificate; the TLS floor applies with them. */
  readonly domainName?: string;
  readonly certificateArn?: string;
  readonly minimumTlsVersion?: 'TLSv1.2_2021' | 'TLSv1.2_2019' | 'TLSv1.2_2018';
  /** The simulator page or script the SPA frames or loads (VITE_SIMULATOR_URL). */
  readonly simulatorUrl?: string;
  /** The push channel's WebSocket origin (`wss://…`): the SPA connects to it directly. */
  readonly pushOrigin?: string;
  /** Built SPA to upload; skipped when the folder does not exist (synth without a web build). */
  readonly webDist?: string;
}

/** Vite's content-hashed build output: never changes under its name. */
export const ASSETS_PATH = '/assets/*';
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const SHELL_CACHE = 'no-cache';
/**
 * The build's .br and .gz copies (web/build/precompress.ts) serve the local static server only:
 * CloudFront compresses by Accept-Encoding itself (compress on every behaviour), so they stay out of the bucket.
 */
export const PRECOMPRESSED = ['*.br', '*.gz'];
/** The REST API's origin in the distribution. */
export const API_ORIGIN_ID = 'api';

// Client-side routes (no file extension) get the SPA shell. Done at the viewer request of the
// default behaviour only, not with distribution-wide error responses, which would also turn the
// API's own 403/404 answers into index.html with status 200.
const spaRewrite = `function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/**
 * The Content-Security-Policy of the SPA. Tokens live in localStorage, so script sources are
 * the site itself and the simulator only. Styles need 'unsafe-inline': Radix (react-remove-scroll)
 * and sonner inject <style> elements at run time.
 */
export function contentSecurityPolicy(filesOrigin: string, simulatorUrl?: string, pushOrigin?: string): string {
  const simulator = simulatorUrl ? ` ${originOf(simulatorUrl)}` : '';
  const push = pushOrigin ? ` ${pushOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${simulator}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${filesOrigin}`,
    "font-src 'self' data:",
    `connect-src 'self' ${filesOrigin}${simulator}${push}`,
    `frame-src ${simulator.trim() || "'none'"}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** CloudFront in front of the SPA bucket (OAC) and, under /api/*, of the REST API's stage, behind the WAF. */
export class Site extends Construct {
  readonly distribution: Distribution;
  readonly headersPolicy: ResponseHeadersPolicy;
  readonly shellCachePolicy: CachePolicy;
  readonly deployments: BucketDeployment[] = [];

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    this.headersPolicy = securityHeaders(this, props);
    this.shellCachePolicy = new CachePolicy(this, 'ShellCache', {
      comment: 'index.html and the other unhashed files: revalidated on every load',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      cookieBehavior: CacheCookieBehavior.none(),
      headerBehavior: CacheHeaderBehavior.none(),
      queryStringBehavior: CacheQueryStringBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    const siteOrigin = S3BucketOrigin.withOriginAccessControl(props.siteBucket);
    const { domainName, certificateArn } = props;
    const custom = domainName && certificateArn ? { domainName, certificateArn } : undefined;
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Tuning file manager: SPA and /api',
      defaultRootObject: 'index.html',
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: props.logsBucket,
      logFilePrefix: 'cloudfront/',
      ...(custom
        ? {
            domainNames: [custom.domainName],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', custom.certificateArn),
            minimumProtocolVersion: (props.minimumTlsVersion ?? 'TLSv1.2_2021') as SecurityPolicyProtocol,
          }
        : {}),
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: this.shellCachePolicy,
        responseHeadersPolicy: this.headersPolicy,
        functionAssociations: [
          {
            eventType: FunctionEventType.VIEWER_REQUEST,
            function: new CloudFrontFunction(this, 'SpaRewrite', {
              code: FunctionCode.fromInline(spaRewrite),
            }),
          },
        ],
      },
      additionalBehaviors: {
        [ASSETS_PATH]: {
          origin: siteOrigin,
          viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
          cachePolicy: CachePolicy.CACHING_OPTIMIZED,
          responseHeadersPolicy: this.headersPolicy,
        } satisfies BehaviorOptions,
      },
    });
    this.addApiBehaviour(props);
    acknowledgeDistribution(this.distribution, Boolean(custom));
    if (props.webDist && existsSync(props.webDist)) this.deploy(props.siteBucket, props.webDist);
  }

  /**
   * `/api/*` to the REST API's stage (its origin path), uncached, every viewer header but Host
   * (the bearer token, If-None-Match, CloudFront-Viewer-Address for the per-address limits),
   * with the origin secret's header, which the API's WAF requires (api-firewall.ts).
   */
  private addApiBehaviour(props: SiteProps): void {
    this.distribution.addBehavior(
      '/api/*',
      new RestApiOrigin(props.restApi, {
        originId: API_ORIGIN_ID,
        customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerify.value },
      }),
      {
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_ALL,
        cachePolicy: CachePolicy.CACHING_DISABLED,
        originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        responseHeadersPolicy: this.headersPolicy,
      },
    );
  }

  get url(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }

  /**
   * Two uploads, both without pruning, so the chunks an open tab still needs stay in the bucket
   * after a deploy: first the hashed assets (immutable for a year), then the shell files
   * (no-cache) that point at them, and an invalidation of the shell.
   */
  private deploy(bucket: IBucket, folder: string): void {
    const assetsDir = join(folder, 'assets');
    let assets: BucketDeployment | undefined;
    if (existsSync(assetsDir)) {
      assets = new BucketDeployment(this, 'DeployAssets', {
        sources: [Source.asset(assetsDir, { exclude: PRECOMPRESSED })],
        destinationBucket: bucket,
        destinationKeyPrefix: 'assets/',
        cacheControl: [CacheControl.fromString(IMMUTABLE_CACHE)],
        prune: false,
      });
      this.deployments.push(assets);
    }
    const shell = new BucketDeployment(this, 'Deploy', {
      sources: [Source.asset(folder, { exclude: ['assets', 'assets/**', ...PRECOMPRESSED] })],
      destinationBucket: bucket,
      cacheControl: [CacheControl.fromString(SHELL_CACHE)],
      prune: false,
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    if (assets) shell.node.addDependency(assets);
    this.deployments.push(shell);
    acknowledgeDeploymentHandler(Stack.of(this));
  }
}

function securityHeaders(scope: Construct, props: SiteProps): ResponseHeadersPolicy {
  const filesOrigin = `https://${props.filesBucket.bucketRegionalDomainName}`;
  return new ResponseHeadersPolicy(scope, 'SecurityHeaders', {
    comment: 'CSP, HSTS and the other security headers of the site and the API',
    securityHeadersBehavior: {
      contentSecurityPolicy: {
        contentSecurityPolicy: contentSecurityPolicy(filesOrigin, props.simulatorUrl, props.pushOrigin),
        override: true,
      },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.days(730),
        includeSubdomains: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
    },
    customHeadersBehavior: {
      customHeaders: [
        {
          header: 'Permissions-Policy',
          value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
          override: true,
        },
      ],
    },
  });
}

function acknowledgeDistribution(distribution: Distribution, customDomain: boolean): void {
  Validations.of(distribution).acknowledge({
    id: 'AwsSolutions-CFR1',
    reason: 'Clients are garages and tuning shops that may work from any country; the WAF rate rules and managed rule groups protect the site instead of a country list.',
  });
  if (!customDomain) {
    Validations.of(distribution).acknowledge({
      id: 'AwsSolutions-CFR4',
      reason: 'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose TLS floor cannot be set; with -c domainName and -c certificateArn the floor is TLSv1.2_2021.',
    });
  }
}

/** cdk-nag rules acknowledged on the CDK-owned BucketDeployment handler, with their reason. */
const deploymentHandlerReasons: Record<string, string> = {
  'AwsSolutions-IAM4':
    'CDK-owned BucketDeployment handler: the AWS managed basic execution role only writes its own logs.',
  'AwsSolutions-IAM5':
    "CDK-owned BucketDeployment handler: CDK grants it read on the asset bucket and write on the site bucket (s3:*Object* on bucket/*) and CloudFront invalidation (no resource ARN); it runs only during a deploy.",
  'AwsSolutions-L1': 'CDK-owned BucketDeployment handler: its runtime is chosen and updated by aws-cdk-lib.',
};

/**
 * The BucketDeployment handler is a singleton CDK creates at the stack's root, with policies
 * whose exact findings carry the account and region: each finding of the rules above is
 * acknowledged there, any other rule still fails the check.
 */
function acknowledgeDeploymentHandler(stack: Stack): void {
  const handlers = stack.node.children.filter((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'));
  for (const handler of handlers) acknowledgeKnownFindings(handler, deploymentHandlerReasons);
}

function acknowledgeKnownFindings(scope: IConstruct, reasons: Record<string, string>): void {
  for (const violation of new AwsSolutionsChecks().validateScope(scope).violations) {
    const reason = reasons[violation.ruleName.replace(/\[.*$/, '')];
    if (reason) Validations.of(scope).acknowledge({ id: violation.ruleName, reason });
  }
}
