import { SecretValue, Validations } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * Stripe's secret key and the webhook endpoint's signing secret (issue 40), as one JSON secret
 * `{"secret_key", "webhook_secret"}` the operator fills after the first deploy (README): deployed
 * empty, online payment stays off (503) until then. Read at run time by the billing function.
 */
export class StripeKeys extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: "Stripe's secret key and webhook signing secret (JSON: secret_key, webhook_secret), set by the operator",
      secretObjectValue: { secret_key: SecretValue.unsafePlainText(''), webhook_secret: SecretValue.unsafePlainText('') },
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: "Stripe's keys are issued by Stripe: they are rolled in Stripe's dashboard and pasted here, which no rotation function can do.",
    });
  }

  /** The credits function reads the keys at run time: the ARN in its environment, read access. */
  allowReading(fn: IFunction & { addEnvironment(key: string, value: string): unknown }): void {
    fn.addEnvironment('STRIPE_SECRET_ARN', this.secret.secretArn);
    this.secret.grantRead(fn);
  }
}
