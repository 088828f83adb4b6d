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
import { logger } from '../lib/logger';

/** What Secrets Manager sends a rotation function, once per step. */
export interface RotationEvent {
  SecretId: string;
  ClientRequestToken: string;
  Step: 'createSecret' | 'setSecret' | 'testSecret' | 'finishSecret';
}

export interface RotationClients {
  secrets: SecretsManagerClient;
  cloudFront: CloudFrontClient;
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

/**
 * finishSecret: the new value becomes AWSCURRENT (the old one AWSPREVIOUS, which the functions
 * still accept), then CloudFront's origin header is set to it. While the distribution deploys,
 * edges send either value and both pass. Idempotent: Secrets Manager retries a failed step.
 */
async function finishSecret({ SecretId, ClientRequestToken }: RotationEvent, clients: RotationClients, distributionId: string) {
  const { secrets } = clients;
  const described = await secrets.send(new DescribeSecretCommand({ SecretId }));
  const current = Object.entries(described.VersionIdsToStages ?? {}).find(([, stages]) => stages.includes('AWSCURRENT'))?.[0];
  if (current !== ClientRequestToken) {
    await secrets.send(
      new UpdateSecretVersionStageCommand({
        SecretId,
        VersionStage: 'AWSCURRENT',
        MoveToVersionId: ClientRequestToken,
        RemoveFromVersionId: current,
      }),
    );
  }
  const { SecretString } = await secrets.send(new GetSecretValueCommand({ SecretId, VersionStage: 'AWSCURRENT' }));
  if (!SecretString) throw new Error('The new origin secret has no value');
  await setOriginHeader(clients.cloudFront, distributionId, SecretString);
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

export function rotationHandler(clients: RotationClients, distributionId: string) {
  return async (event: RotationEvent): Promise<void> => {
    logger.info('origin secret rotation', { step: event.Step });
    if (event.Step === 'createSecret') await createSecret(event, clients);
    if (event.Step === 'finishSecret') await finishSecret(event, clients, distributionId);
    // setSecret and testSecret: nothing to set or test before the switch; CloudFront follows it.
  };
}

/** The rotation function of the origin secret (infra/lib/origin-verify.ts). */
export const handler = async (event: RotationEvent): Promise<void> => {
  const distributionId = process.env.DISTRIBUTION_ID;
  if (!distributionId) throw new Error('DISTRIBUTION_ID is required');
  const clients = { secrets: new SecretsManagerClient({}), cloudFront: new CloudFrontClient({}) };
  await rotationHandler(clients, distributionId)(event);
};
