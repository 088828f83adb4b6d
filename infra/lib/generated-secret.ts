import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * A generated value only the stack's resources know, resolved at deploy by a dynamic reference:
 * it appears in the configurations that use it (readable by whoever may read those), never in
 * the template or the repository.
 */
export class GeneratedSecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string, props: { description: string }) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: props.description,
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
