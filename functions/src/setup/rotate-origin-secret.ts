import {
  CloudFrontClient,
  GetDistributionConfigCommand,
  UpdateDistributionCommand,
  type DistributionConfig,
} from '@aws-sdk/client-cloudfront';
import {
  DescribeSecretCommand,
  GetRandomPasswordCommand,
  GetSecretValueCommand,
  PutSecretValueCommand,
  SecretsManagerClient,
  UpdateSecretVersionStageCommand,
} from '@aws-sdk/client-secrets-manager';
import { GetWebACLCommand, UpdateWebACLCommand, WAFV2Client, type Rule } from '@aws-sdk/client-wafv2';
import { logger } from '../lib/logger';
import { ORIGIN_RULE_NAME, originRule } from './origin-rule';

/** What Secrets Manager sends a rotation function, once per step. */
export interface RotationEvent {
  SecretId: string;
  ClientRequestToken: string;
  Step: 'createSecret' | 'setSecret' | 'testSecret' | 'finishSecret';
}

export interface RotationClients {
  secrets: SecretsManagerClient;
  cloudFront: CloudFrontClient;
  waf: WAFV2Client;
}

/** What the rotation updates: the distribution's origin header and the REST API's regional web ACL. */
export interface RotationTargets {
  distributionId: string;
  webAcl: { name: string; id: string };
}

const ORIGIN_HEADER = 'x-origin-verify';

/** createSecret: a new random value under AWSPENDING (once per rotation token). */
async function createSecret({ SecretId, ClientRequestToken }: RotationEvent, { secrets }: RotationClients) {
  const pending = await secrets
    .send(new GetSecretValueCommand({ SecretId, VersionId: ClientRequestToken, VersionStage: 'AWSPENDING' }))
    .catch(() => undefined);
  if (pending) return;
  const { RandomPassword } = await secrets.send(new GetRandomPasswordCommand({ PasswordLength: 48, ExcludePunctuation: true }));
  await secrets.send(
    new PutSecretValueCommand({ SecretId, ClientRequestToken, SecretString: RandomPassword, VersionStages: ['AWSPENDING'] }),
  );
}

const valueAt = async (secrets: SecretsManagerClient, SecretId: string, stage: 'AWSCURRENT' | 'AWSPENDING', VersionId?: string) => {
  const { SecretString } = await secrets.send(new GetSecretValueCommand({ SecretId, VersionStage: stage, VersionId }));
  if (!SecretString) throw new Error(`The origin secret has no ${stage} value`);
  return SecretString;
};

/**
 * setSecret: everything accepts the new value before CloudFront sends it, and CloudFront sends it
 * before it becomes current (decision 031). The web ACL allows the current and the pending value,
 * the functions accept AWSPENDING too (lib/http/origin-check.ts), then the distribution's origin
 * header takes the pending value. A failed step leaves the current value in force everywhere,
 * and Secrets Manager retries the rotation: no order of failures locks CloudFront out.
 */
async function setSecret({ SecretId, ClientRequestToken }: RotationEvent, clients: RotationClients, targets: RotationTargets) {
  const current = await valueAt(clients.secrets, SecretId, 'AWSCURRENT');
  const pending = await valueAt(clients.secrets, SecretId, 'AWSPENDING', ClientRequestToken);
  await acceptOriginValues(clients.waf, targets.webAcl, [current, pending]);
  await setOriginHeader(clients.cloudFront, targets.distributionId, pending);
}

/** testSecret: CloudFront's configuration holds the pending value (its edges follow within minutes). */
async function testSecret({ SecretId, ClientRequestToken }: RotationEvent, clients: RotationClients, targets: RotationTargets) {
  const pending = await valueAt(clients.secrets, SecretId, 'AWSPENDING', ClientRequestToken);
  const { DistributionConfig: config } = await clients.cloudFront.send(new GetDistributionConfigCommand({ Id: targets.distributionId }));
  if (!config || withHeaderValue(structuredClone(config), pending)) throw new Error('CloudFront does not send the pending origin value yet');
}

/**
 * finishSecret: the new value becomes AWSCURRENT, the old one AWSPREVIOUS. The web ACL keeps both
 * (the edges still sending the old value while CloudFront deploys pass), until the next rotation
 * replaces the old one. Idempotent: Secrets Manager retries a failed step.
 */
async function finishSecret({ SecretId, ClientRequestToken }: RotationEvent, { secrets }: RotationClients) {
  const described = await secrets.send(new DescribeSecretCommand({ SecretId }));
  const current = Object.entries(described.VersionIdsToStages ?? {}).find(([, stages]) => stages.includes('AWSCURRENT'))?.[0];
  if (current === ClientRequestToken) return;
  await secrets.send(
    new UpdateSecretVersionStageCommand({
      SecretId,
      VersionStage: 'AWSCURRENT',
      MoveToVersionId: ClientRequestToken,
      RemoveFromVersionId: current,
    }),
  );
  logger.info('origin secret rotated: the new value is current');
}

/** The origin rule's values, as a sorted list (to compare a rule with the one wanted). */
const ruleValues = (rule: Rule | undefined): string[] => {
  const statements = rule?.Statement?.OrStatement?.Statements ?? (rule?.Statement ? [rule.Statement] : []);
  const decoder = new TextDecoder();
  return statements.flatMap((statement) => {
    const search = statement.ByteMatchStatement?.SearchString;
    return search ? [decoder.decode(search)] : [];
  }).sort();
};

/** Sets the web ACL's origin rule to allow exactly `values`; its other settings are kept as they are. */
export async function acceptOriginValues(waf: WAFV2Client, webAcl: RotationTargets['webAcl'], values: readonly string[]): Promise<boolean> {
  const target = { Name: webAcl.name, Id: webAcl.id, Scope: 'REGIONAL' as const };
  const { WebACL: acl, LockToken } = await waf.send(new GetWebACLCommand(target));
  if (!acl) throw new Error(`Web ACL ${webAcl.name} not found`);
  const encoder = new TextEncoder();
  const wanted: Rule = originRule(values, (value) => encoder.encode(value));
  const existing = acl.Rules?.find((rule) => rule.Name === ORIGIN_RULE_NAME);
  if (JSON.stringify(ruleValues(existing)) === JSON.stringify(ruleValues(wanted))) return false;
  await waf.send(
    new UpdateWebACLCommand({
      ...target,
      LockToken,
      DefaultAction: acl.DefaultAction,
      Description: acl.Description,
      VisibilityConfig: acl.VisibilityConfig,
      CustomResponseBodies: acl.CustomResponseBodies,
      Rules: [wanted, ...(acl.Rules ?? []).filter((rule) => rule.Name !== ORIGIN_RULE_NAME)],
    }),
  );
  logger.info('origin secret rotation: web ACL updated', { webAcl: webAcl.name, values: values.length });
  return true;
}

/** Sets `x-origin-verify` on every origin of the distribution that sends it. */
export async function setOriginHeader(cloudFront: CloudFrontClient, distributionId: string, value: string): Promise<boolean> {
  const { DistributionConfig: config, ETag } = await cloudFront.send(new GetDistributionConfigCommand({ Id: distributionId }));
  if (!config) throw new Error(`Distribution ${distributionId} has no configuration`);
  const changed = withHeaderValue(config, value);
  if (!changed) return false;
  await cloudFront.send(new UpdateDistributionCommand({ Id: distributionId, IfMatch: ETag, DistributionConfig: config }));
  logger.info('origin secret rotated: CloudFront origin header updated', { distributionId });
  return true;
}

/** Rewrites the header's value in place; answers whether any origin's value changed. */
export function withHeaderValue(config: DistributionConfig, value: string): boolean {
  let changed = false;
  for (const origin of config.Origins?.Items ?? []) {
    for (const header of origin.CustomHeaders?.Items ?? []) {
      if (header.HeaderName?.toLowerCase() === ORIGIN_HEADER && header.HeaderValue !== value) {
        header.HeaderValue = value;
        changed = true;
      }
    }
  }
  return changed;
}

export function rotationHandler(clients: RotationClients, targets: RotationTargets) {
  return async (event: RotationEvent): Promise<void> => {
    logger.info('origin secret rotation', { step: event.Step });
    if (event.Step === 'createSecret') await createSecret(event, clients);
    if (event.Step === 'setSecret') await setSecret(event, clients, targets);
    if (event.Step === 'testSecret') await testSecret(event, clients, targets);
    if (event.Step === 'finishSecret') await finishSecret(event, clients);
  };
}

/** The rotation function of the origin secret (infra/lib/origin-verify.ts). */
export const handler = async (event: RotationEvent): Promise<void> => {
  const { DISTRIBUTION_ID: distributionId, WEB_ACL_NAME: name, WEB_ACL_ID: id } = process.env;
  if (!distributionId || !name || !id) throw new Error('DISTRIBUTION_ID, WEB_ACL_NAME and WEB_ACL_ID are required');
  const clients = { secrets: new SecretsManagerClient({}), cloudFront: new CloudFrontClient({}), waf: new WAFV2Client({}) };
  await rotationHandler(clients, { distributionId, webAcl: { name, id } })(event);
};
