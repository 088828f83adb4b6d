import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/** The header CloudFront adds to every API request; the functions refuse requests without it. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/**
 * A generated value only CloudFront and the API functions know, so the execute-api endpoint is
 * useless around CloudFront (and its WAF). Resolved at deploy by a dynamic reference: it appears
 * in the distribution's origin headers and in the functions' environment (readable by whoever may
 * read those configurations), never in the template or the repository.
 */
export class OriginVerifySecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: `Value of the ${ORIGIN_VERIFY_HEADER} header CloudFront adds to API requests`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Read by CloudFormation at deploy (dynamic reference), not at run time: a rotation would only take effect at the next deploy. Rotate by `cdk deploy` after changing the secret value.',
    });
  }

  /** `{{resolve:secretsmanager:...}}`: the value, resolved by CloudFormation at deploy. */
  get value(): string {
    return this.secret.secretValue.unsafeUnwrap();
  }
}
