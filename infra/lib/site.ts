import { existsSync } from 'node:fs';
import { Fn } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';

export interface SiteProps {
  readonly siteBucket: IBucket;
  readonly httpApi: HttpApi;
  /** Built SPA to upload; skipped when the folder does not exist (synth without a web build). */
  readonly webDist?: string;
}

// Client-side routes (no file extension) get the SPA shell. Done at the viewer request of the
// default behaviour only, not with distribution-wide error responses, which would also turn the
// API's own 403/404 answers into index.html with status 200.
const spaRewrite = `function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

/** CloudFront in front of the SPA bucket (OAC) and of the HTTP API under /api/*. */
export class Site extends Construct {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);
    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Tuning file manager: SPA and /api',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(props.siteBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
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
        '/api/*': {
          origin: apiOrigin(props.httpApi),
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          cachePolicy: CachePolicy.CACHING_DISABLED,
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        },
      },
    });
    if (props.webDist && existsSync(props.webDist)) this.deploy(props.siteBucket, props.webDist);
  }

  get url(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }

  private deploy(bucket: IBucket, folder: string): void {
    new BucketDeployment(this, 'Deploy', {
      sources: [Source.asset(folder)],
      destinationBucket: bucket,
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
  }
}

/** The API's execute-api host: apiEndpoint is `https://<id>.execute-api.<region>.amazonaws.com`. */
function apiOrigin(api: HttpApi): HttpOrigin {
  const host = Fn.select(2, Fn.split('/', api.apiEndpoint));
  return new HttpOrigin(host, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY });
}
