import { Validations } from 'aws-cdk-lib';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';

/**
 * A generated value only the stack's functions know, read at run time (its ARN in the
 * environment, its value read through the Parameters and Secrets extension): never in a
 * function's configuration, the template or the repository.
 */
export class GeneratedSecret extends Construct {
  readonly secret: Secret;

  constructor(scope: Construct, id: string, props: { description: string; environmentKey: string }) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: props.description,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    this.environmentKey = props.environmentKey;
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The key sealing the list cursors, read once per process: a new value only invalidates the cursors in flight (a client reads page one again), and nothing else holds it; no rotation function is worth its cost.',
    });
  }

  readonly environmentKey: string;

  /** A function reads the value at run time: the ARN in its environment, read access. */
  allowReading(fn: IFunction & { addEnvironment(key: string, value: string): unknown }): void {
    fn.addEnvironment(this.environmentKey, this.secret.secretArn);
    this.secret.grantRead(fn);
  }
}
