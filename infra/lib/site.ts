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
  FunctionRuntime,
  FunctionUrlOriginAccessControl,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type AddBehaviorOptions,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { FunctionUrlOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IFunctionUrl } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { AwsSolutionsChecks } from 'cdk-nag';
import { Construct, type IConstruct } from 'constructs';
import { domains, routes, type Domain } from '@app/functions/routes';
import { apiOriginFunctionCode, originIdOf, UNROUTED_DOMAIN } from './api-origin-function';
import { ORIGIN_VERIFY_HEADER, type OriginVerifySecret } from './origin-verify';
import { originOf } from './settings';

export interface SiteProps {
  readonly siteBucket: IBucket;
  /** Presigned uploads and logo links go straight to this bucket: it is in the CSP. */
  readonly filesBucket: IBucket;
  readonly logsBucket: IBucket;
  /** Each domain's function URL (AWS_IAM): CloudFront signs its calls (origin access control). */
  readonly apiUrls: Record<Domain, IFunctionUrl>;
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

/**
 * The behaviours that only hold a domain's origin: a distribution has the origins its behaviours
 * name, and the API's function picks among them. `/api/*` comes first, so none is ever reached
 * (each runs the same function anyway): 9 behaviours with the default, far from the quota of 25.
 */
export const originHolderPath = (domain: Domain): string => `/api/_origins/${domain}/*`;

/** CloudFront in front of the SPA bucket and of each domain's function URL (both by OAC) under /api/*, behind the WAF. */
export class Site extends Construct {
  readonly distribution: Distribution;
  /** The viewer-request function of `/api/*`: picks the domain's origin (api-origin-function.ts). */
  readonly apiFunction: CloudFrontFunction;
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
    this.apiFunction = new CloudFrontFunction(this, 'ApiOrigin', {
      comment: 'Picks the domain function URL of an /api call from the route table',
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(apiOriginFunctionCode(routes)),
    });
    this.addApiBehaviours(props);
    acknowledgeDistribution(this.distribution, Boolean(custom));
    if (props.webDist && existsSync(props.webDist)) this.deploy(props.siteBucket, props.webDist);
  }

  /**
   * `/api/*` on the unrouted domain's origin, each other domain's origin held by a behaviour of
   * its own, all with the function that selects the origin per request.
   */
  private addApiBehaviours(props: SiteProps): void {
    // One OAC for every function URL: it only says how CloudFront signs (SigV4, always).
    const originAccessControl = new FunctionUrlOriginAccessControl(this, 'ApiOriginAccessControl', {
      originAccessControlName: `${Stack.of(this).stackName}-api`,
    });
    const behaviour: AddBehaviorOptions = {
      viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Every viewer header (x-app-authorization, x-amz-content-sha256, If-None-Match,
      // CloudFront-Viewer-Address for the per-address limits) but Host: the function URL's own.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: this.headersPolicy,
      functionAssociations: [{ eventType: FunctionEventType.VIEWER_REQUEST, function: this.apiFunction }],
    };
    const origin = (domain: Domain) =>
      FunctionUrlOrigin.withOriginAccessControl(props.apiUrls[domain], {
        originId: originIdOf(domain),
        originAccessControl,
        // Still checked by the functions: it proves the CloudFront path (origin-verify.ts).
        customHeaders: { [ORIGIN_VERIFY_HEADER]: props.originVerify.value },
      });
    this.distribution.addBehavior('/api/*', origin(UNROUTED_DOMAIN), behaviour);
    for (const domain of domains.filter((d) => d !== UNROUTED_DOMAIN)) {
      this.distribution.addBehavior(originHolderPath(domain), origin(domain), behaviour);
    }
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
