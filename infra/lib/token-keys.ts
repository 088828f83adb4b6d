import { join } from 'node:path';
import { type CfnElement, CustomResource, Stack, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Provider } from 'aws-cdk-lib/custom-resources';
import { Construct, type Node } from 'constructs';
import { AppFunction } from './app-function';
import { functionsSrc } from './paths';

/** Which token keys exist and which one signs (decision 012), from the CDK context. */
export interface TokenKeySettings {
  /** Key ids in the public key set: `-c tokenKeys=k1,k2` (default `k1`). */
  readonly keyIds: readonly string[];
  /** The key the auth function signs with: `-c tokenSigningKey=k2` (default: the last listed). */
  readonly signingKeyId: string;
}

const KEY_ID = /^[A-Za-z0-9-]{1,32}$/;

export function tokenKeySettings(node: Node): TokenKeySettings {
  const raw: unknown = node.tryGetContext('tokenKeys') ?? 'k1';
  const keyIds = (Array.isArray(raw) ? raw.map(String) : String(raw).split(',')).map((id) => id.trim()).filter(Boolean);
  const signingKeyId = String(node.tryGetContext('tokenSigningKey') ?? keyIds.at(-1) ?? '');
  for (const id of keyIds) {
    if (!KEY_ID.test(id)) throw new Error(`Context tokenKeys: key id "${id}" must be 1–32 letters, digits or -`);
  }
  if (new Set(keyIds).size !== keyIds.length) throw new Error('Context tokenKeys: each key id once');
  if (!keyIds.includes(signingKeyId)) throw new Error(`Context tokenSigningKey "${signingKeyId}" is not in tokenKeys`);
  return { keyIds, signingKeyId };
}

export interface TokenKeysProps extends TokenKeySettings {
  readonly sourceMaps?: boolean;
}

/**
 * The ES256 key pairs signing the API tokens. Each key id gets a Secrets Manager secret and a
 * custom resource (functions/src/auth/token-key-resource.ts) that generates the pair into the
 * secret at the first deploy and hands CloudFormation only the public point. The functions get
 * the public key set in TOKEN_PUBLIC_KEYS (not a secret); only the auth function may read the
 * signing key's secret. A rotation adds a key id, then signs with it; the old one is removed
 * once no token it signed is still valid.
 */
export class TokenKeys extends Construct {
  readonly secrets: Record<string, Secret> = {};
  readonly signingKeyId: string;
  /** The custom resource's handler: creates (and reads) the key secrets, during deploys only. */
  readonly function: AppFunction;
  readonly provider: Provider;
  /** The public JWKS, `{"keys": [...]}`, resolved at deploy. */
  readonly publicKeys: string;

  constructor(scope: Construct, id: string, props: TokenKeysProps) {
    super(scope, id);
    this.signingKeyId = props.signingKeyId;
    this.function = new AppFunction(this, 'Function', {
      entry: join(functionsSrc, 'auth', 'token-key-resource.ts'),
      description: 'Deploy-time custom resource: creates each token key pair in its secret',
      sourceMaps: props.sourceMaps,
    });
    this.provider = new Provider(this, 'Provider', {
      onEventHandler: this.function,
      logGroup: new LogGroup(this, 'ProviderLogs', { retention: RetentionDays.ONE_MONTH }),
    });
    acknowledgeProvider(this.provider, this.function);
    const keys = props.keyIds.map((kid) => {
      const secret = new Secret(this, `Key-${kid}`, {
        description: `Private ES256 key "${kid}" signing the API tokens (JWK, written by the token key custom resource)`,
        // A placeholder the custom resource replaces by the key pair at the first deploy.
        generateSecretString: { passwordLength: 32, excludePunctuation: true },
      });
      Validations.of(secret).acknowledge({
        id: 'AwsSolutions-SMG4',
        reason:
          'Token keys rotate by key id (decision 012): a new id adds a key pair next to the old one so no session is cut; rotating a secret value in place would invalidate every token it signed.',
      });
      this.secrets[kid] = secret;
      this.function.addToRolePolicy(
        new PolicyStatement({
          actions: ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'],
          resources: [secret.secretArn],
        }),
      );
      const pair = new CustomResource(this, `KeyPair-${kid}`, {
        serviceToken: this.provider.serviceToken,
        resourceType: 'Custom::TokenKey',
        properties: { SecretArn: secret.secretArn, KeyId: kid },
      });
      return {
        kty: 'EC',
        crv: 'P-256',
        x: pair.getAttString('X'),
        y: pair.getAttString('Y'),
        kid,
        alg: 'ES256',
        use: 'sig',
      };
    });
    this.publicKeys = Stack.of(this).toJsonString({ keys });
  }

  get signingSecret(): Secret {
    const secret = this.secrets[this.signingKeyId];
    if (!secret) throw new Error(`No token key ${this.signingKeyId}`);
    return secret;
  }

  /** Every API function verifies tokens with the public keys. */
  allowVerifying(fn: LambdaFunction): void {
    fn.addEnvironment('TOKEN_PUBLIC_KEYS', this.publicKeys);
  }

  /** The auth function alone signs: it may read the signing key's secret, and no other. */
  allowSigning(fn: LambdaFunction): void {
    fn.addEnvironment('TOKEN_SIGNING_KEY_ARN', this.signingSecret.secretArn);
    this.signingSecret.grantRead(fn);
  }
}

/** cdk-nag findings on the CDK-owned provider framework function, with their reason. */
function acknowledgeProvider(provider: Provider, handler: AppFunction): void {
  const handlerId = Stack.of(handler).getLogicalId(handler.node.defaultChild as CfnElement);
  Validations.of(provider).acknowledge({
    id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
    reason:
      'CDK-owned custom resource framework function: the AWS managed basic execution role only writes its own logs.',
  });
  Validations.of(provider).acknowledge({
    id: `AwsSolutions-IAM5[Resource::<${handlerId}.Arn>:*]`,
    reason:
      'CDK-owned custom resource framework function: it may invoke the versions of the one token key handler; it runs only during deploys.',
  });
}
