import { join } from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Trigger } from 'aws-cdk-lib/triggers';
import { Construct } from 'constructs';
import { AppFunction } from './app-function';
import type { Data } from './data';
import { applyGrants } from './domain-grants';
import { dataEnvironment } from './environment';
import { functionsSrc } from './paths';

export interface FirstAdminProps {
  readonly data: Data;
  /** The administrator's login e-mail. */
  readonly email: string;
  readonly sourceMaps?: boolean;
}

/**
 * The first administrator in the cloud: a generated password in Secrets Manager and a Trigger
 * that runs functions/src/setup/first-admin.ts during the deploy. The handler creates the account
 * only when no account has that e-mail (a conditional write), so re-running it is harmless and a
 * changed password is never reset.
 */
export class FirstAdmin extends Construct {
  readonly secret: Secret;
  readonly function: AppFunction;
  readonly trigger: Trigger;

  constructor(scope: Construct, id: string, { data, email, sourceMaps }: FirstAdminProps) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      description: 'First administrator of the file manager: e-mail and initial password',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ email }),
        generateStringKey: 'password',
        passwordLength: 24,
        excludeCharacters: `"'\`\\/@ `,
      },
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Initial password only, read once by the deploy trigger; the administrator changes it in the application, so rotating the secret would change nothing.',
    });
    this.function = new AppFunction(this, 'Function', {
      entry: join(functionsSrc, 'setup', 'first-admin.ts'),
      description: 'Deploy trigger: creates the first administrator if missing',
      environment: { ...dataEnvironment(data), ADMIN_SECRET_ARN: this.secret.secretArn },
      sourceMaps,
    });
    this.secret.grantRead(this.function);
    // Read the email claim and the account; the conditional transaction puts both and updates
    // the account counters.
    applyGrants(this.function, { table: ['GetItem', 'PutItem', 'UpdateItem'], files: [] }, data);
    this.trigger = new Trigger(this, 'Trigger', { handler: this.function, executeAfter: [data.table] });
  }
}
