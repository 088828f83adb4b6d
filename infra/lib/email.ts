import { Stack, Token, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct, Node } from 'constructs';
import type { JobDefinition, ScheduledJob } from './jobs';

/**
 * Where the e-mails come from, read from CDK context (`cdk deploy -c sesIdentity=protune.fr`):
 * the SES identity (a verified domain or address) and the sender address within it.
 */
export interface EmailSettings {
  /** The verified SES identity: a domain (`protune.fr`) or one address. */
  readonly identity: string;
  /** The sender address; by default `no-reply@<domain>`, or the identity when it is an address. */
  readonly from: string;
  /** The sender's display name. */
  readonly fromName: string;
  /** The portal's address in the mails' links; by default the custom domain, else the distribution. */
  readonly publicUrl?: string;
}

/** The identity when none is given: a synth with e-mail jobs refuses it (unless `-c email=off`). */
export const DEFAULT_SES_IDENTITY = 'example.com';

/** The jobs whose registry grants say `email: 'send'`. */
export const sendsEmail = (job: JobDefinition): boolean =>
  (job.grants as { email?: string } | undefined)?.email === 'send';

const text = (node: Node, key: string): string | undefined => {
  const value: unknown = node.tryGetContext(key);
  return value === undefined || value === null || value === '' ? undefined : String(value);
};

export function emailSettings(node: Node): EmailSettings {
  const identity = (text(node, 'sesIdentity') ?? DEFAULT_SES_IDENTITY).toLowerCase();
  const isAddress = identity.includes('@');
  const from = (text(node, 'sesFrom') ?? (isAddress ? identity : `no-reply@${identity}`)).toLowerCase();
  const allowed = isAddress ? from === identity : from.endsWith(`@${identity}`);
  if (!allowed) throw new Error(`sesFrom "${from}" is not an address of the SES identity "${identity}"`);
  const domainName = text(node, 'domainName');
  return {
    identity,
    from,
    fromName: text(node, 'sesFromName') ?? 'ProTune',
    publicUrl: text(node, 'publicUrl') ?? (domainName ? `https://${domainName}` : undefined),
  };
}

/** The ARN of the SES identity, in the stack's account and region. */
export const identityArn = (scope: Construct, identity: string) =>
  Stack.of(scope).formatArn({ service: 'ses', resource: 'identity', resourceName: identity });

/**
 * The jobs whose registry grants say `email: 'send'` may call ses:SendEmail on the SES identity
 * only (no other identity, no other SES action), and get the sender and the portal's address.
 */
export function configureEmailJobs(
  scope: Construct,
  definitions: readonly JobDefinition[],
  jobs: readonly ScheduledJob[],
  siteUrl: string,
): void {
  // addScheduledJobs makes one job per definition, in order.
  const senders = jobs.filter((_, i) => {
    const definition = definitions[i];
    return definition !== undefined && sendsEmail(definition);
  });
  if (!senders.length) return;
  const settings = emailSettings(scope.node);
  if (settings.identity === DEFAULT_SES_IDENTITY) {
    throw new Error(
      `Context sesIdentity is unset (placeholder "${DEFAULT_SES_IDENTITY}"): every e-mail would fail. Give -c sesIdentity=<verified SES domain or address>, or -c email=off to deploy without e-mails.`,
    );
  }
  const anyIdentity = identityArn(scope, '*');
  for (const job of senders) {
    // In the SES sandbox, SendEmail is authorised on the recipients' identities too: any identity
    // of the account and region, but only from our sender address.
    job.function.addToRolePolicy(
      new PolicyStatement({
        actions: ['ses:SendEmail'],
        resources: [anyIdentity],
        conditions: { StringEquals: { 'ses:FromAddress': settings.from } },
      }),
    );
    Validations.of(job.function).acknowledge({
      // cdk-nag names the resource as the template has it (pseudo parameters when the environment is not given).
      id: `AwsSolutions-IAM5[Resource::${Token.isUnresolved(anyIdentity) ? 'arn:<AWS::Partition>:ses:<AWS::Region>:<AWS::AccountId>:identity/*' : anyIdentity}]`,
      reason:
        "In the SES sandbox SendEmail is also authorised on each recipient's verified identity, which are not known at deploy; the condition ses:FromAddress keeps the sender to our address.",
    });
    job.function.addEnvironment('SES_FROM', `${settings.fromName} <${settings.from}>`);
    job.function.addEnvironment('PUBLIC_URL', settings.publicUrl ?? siteUrl);
  }
}
