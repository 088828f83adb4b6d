import { join } from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import type { Distribution } from 'aws-cdk-lib/aws-cloudfront';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { AppFunction } from './app-function';
import { functionsSrc } from './paths';

/** The header CloudFront adds to every API request; the functions refuse requests without it. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';
/** A new value this often (functions/src/setup/rotate-origin-secret.ts). */
export const ORIGIN_SECRET_ROTATION_DAYS = 30;

/**
 * A generated value only CloudFront and the API functions know. Origin access control already
 * keeps the function URLs to CloudFront's calls (api.ts); this value proves the CloudFront path
 * to the functions themselves, before they trust `cloudfront-viewer-address` (decision 023,
 * kept: an IAM principal allowed to invoke a URL could set that header). CloudFront gets it in
 * the origin headers of every domain's URL; the
 * functions read it at run time (ORIGIN_VERIFY_SECRET_ARN, through the Parameters and Secrets
 * extension), never from their environment. It rotates every 30 days: the rotation function
 * makes a new value current, then sets it on the distribution; the functions accept the current
 * and the previous value, so the edges still sending the old one pass while CloudFront deploys.
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

  /** The rotation, once the distribution whose origin header it updates exists. */
  rotateWith(distribution: Distribution): AppFunction {
    const fn = new AppFunction(this, 'RotationFunction', {
      entry: join(functionsSrc, 'setup', 'rotate-origin-secret.ts'),
      description: 'Rotates the origin secret and sets it on the CloudFront distribution',
      environment: { DISTRIBUTION_ID: distribution.distributionId },
      timeout: Duration.seconds(30),
      sourceMaps: this.props.sourceMaps,
    });
    const stack = Stack.of(this);
    fn.addToRolePolicy(
      new PolicyStatement({
        actions: ['cloudfront:GetDistributionConfig', 'cloudfront:UpdateDistribution'],
        resources: [stack.formatArn({ service: 'cloudfront', region: '', resource: 'distribution', resourceName: distribution.distributionId })],
      }),
    );
    this.secret.addRotationSchedule('Rotation', {
      rotationLambda: fn,
      automaticallyAfter: Duration.days(ORIGIN_SECRET_ROTATION_DAYS),
    });
    this.rotationFunction = fn;
    return fn;
  }
}
