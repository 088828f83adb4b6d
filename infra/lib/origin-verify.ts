import { join } from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { ApiFirewall } from './api-firewall';
import { AppFunction } from './app-function';
import { functionsSrc } from './paths';

/** The header CloudFront adds to every API request; the functions refuse requests without it. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
/** A new value this often (functions/src/setup/rotate-origin-secret.ts). */
export const ORIGIN_SECRET_ROTATION_DAYS = 30;

/**
 * A generated value only CloudFront, the API's WAF and the API functions know (decision 031).
 * CloudFront adds it to every /api call (the REST API origin's header); the regional WAF in front
 * of the API's stage blocks a call without it (api-firewall.ts), before any throttle or Lambda;
 * the functions check it again at run time (ORIGIN_VERIFY_SECRET_ARN, through the Parameters
 * and Secrets extension, never from their environment) before they trust
 * `cloudfront-viewer-address`. It rotates every 30 days, the new value accepted everywhere
 * before CloudFront sends it, and sent before it becomes current
 * (functions/src/setup/rotate-origin-secret.ts).
 */
export class OriginVerifySecret extends Construct {
  readonly secret: Secret;
  rotationFunction?: AppFunction;

  constructor(scope: Construct, id: string, private readonly props: { sourceMaps?: boolean } = {}) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: `Value of the ${ORIGIN_VERIFY_HEADER} header CloudFront adds to API requests (rotated)`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
  }

  /** `{{resolve:secretsmanager:...}}`: the value at deploy, for CloudFront's origin header only. */
  get value(): string {
    return this.secret.secretValue.unsafeUnwrap();
  }

  /** An API function reads the secret at run time: its ARN (not its value) and read access. */
  allowReading(fn: IFunction & { addEnvironment(key: string, value: string): unknown }): void {
    fn.addEnvironment('ORIGIN_VERIFY_SECRET_ARN', this.secret.secretArn);
    this.secret.grantRead(fn);
  }

  /** The rotation, once the distribution whose origin header it updates and the API's web ACL exist. */
  rotateWith(distribution: Distribution, firewall: ApiFirewall): AppFunction {
    const fn = new AppFunction(this, 'RotationFunction', {
      entry: join(functionsSrc, 'setup', 'rotate-origin-secret.ts'),
      description: "Rotates the origin secret: the API's web ACL, then CloudFront's origin header, then the current value",
      environment: { DISTRIBUTION_ID: distribution.distributionId, WEB_ACL_NAME: firewall.webAclName, WEB_ACL_ID: firewall.webAcl.attrId },
      timeout: Duration.seconds(30),
      sourceMaps: this.props.sourceMaps,
      anyResourceReason:
        'X-Ray tracing (xray:PutTraceSegments, PutTelemetryRecords) and the new value of each rotation (secretsmanager:GetRandomPassword, granted by CDK): none of these actions takes a resource ARN.',
    });
    const stack = Stack.of(this);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution'],
        resources: [stack.formatArn({ service: 'cloudfront', region: '', resource: 'distribution', resourceName: distribution.distributionId })],
      }),
    );
    fn.addToRolePolicy(new PolicyStatement({ actions: ['wafv2:GetWebACL', 'wafv2:UpdateWebACL'], resources: [firewall.webAcl.attrArn] }));
    this.secret.addRotationSchedule('Rotation', {
      rotationLambda: fn,
      automaticallyAfter: Duration.days(ORIGIN_SECRET_ROTATION_DAYS),
    });
    this.rotationFunction = fn;
    return fn;
  }
}
