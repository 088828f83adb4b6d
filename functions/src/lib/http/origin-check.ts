import { createHash, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { forbidden, unavailable, type DomainError } from '../errors';
import { logger } from '../logger';
import { readSecretStage } from '../secrets/extension';

export const ORIGIN_HEADER = 'x-origin-verify';
export const ORIGIN_REFUSED = "Accès direct à l'API refusé\u202f: passez par le site.";

/** A warm process re-reads the secret this often; sooner (at most every 30 s) on a mismatch. */
export const ORIGIN_SECRET_TTL_MS = 5 * 60_000;
const MISMATCH_REREAD_MS = 30_000;

interface Accepted {
  readonly values: readonly string[];
  readonly at: number;
}

let accepted: Accepted | undefined;
/** The events whose origin check passed, for clientAddress (the check itself is asynchronous). */
const verified = new WeakSet<APIGatewayProxyEventV2>();

/** Equal-length digests, so the comparison takes the same time whatever the header holds. */
const digest = (value: string) => createHash('sha256').update(value).digest();
const matches = (sent: string, values: readonly string[]) =>
  values.some((value) => timingSafeEqual(digest(sent), digest(value)));

/**
 * The values accepted: AWSCURRENT, AWSPREVIOUS and AWSPENDING, so a rotation
 * (functions/src/setup/rotate-origin-secret.ts) never refuses an edge: CloudFront sends the
 * pending value before it becomes current, and the old one until every edge has the new one.
 */
async function acceptedValues(secretId: string): Promise<Accepted> {
  const values = (
    await Promise.all([
      readSecretStage(secretId, 'AWSCURRENT'),
      readSecretStage(secretId, 'AWSPREVIOUS'),
      readSecretStage(secretId, 'AWSPENDING'),
    ])
  ).filter((v): v is string => Boolean(v));
  if (!values.length) throw new Error('The origin secret has no value');
  accepted = { values, at: Date.now() };
  return accepted;
}

async function readAccepted(secretId: string, olderThanMs: number): Promise<Accepted> {
  if (accepted && Date.now() - accepted.at < olderThanMs) return accepted;
  try {
    return await acceptedValues(secretId);
  } catch (error) {
    logger.error('origin secret unreadable', { message: (error as Error).message });
    throw unavailable();
  }
}

/**
 * When ORIGIN_VERIFY_SECRET_ARN is set (the cloud), a request must carry the secret's value in
 * `x-origin-verify`: CloudFront adds it. The value is read at run time (never in the
 * environment) and kept for ORIGIN_SECRET_TTL_MS. Unset (the local stack): no check.
 */
export async function originRefusal(event: APIGatewayProxyEventV2): Promise<DomainError | undefined> {
  const secretId = process.env.ORIGIN_VERIFY_SECRET_ARN;
  if (!secretId) return undefined;
  const sent = event.headers?.[ORIGIN_HEADER] ?? '';
  let known = await readAccepted(secretId, ORIGIN_SECRET_TTL_MS);
  // A rotation just moved the value: read again before refusing (bounded, for stray callers).
  if (!matches(sent, known.values)) known = await readAccepted(secretId, MISMATCH_REREAD_MS);
  if (!matches(sent, known.values)) return forbidden(ORIGIN_REFUSED);
  verified.add(event);
  return undefined;
}

/** Whether this request is proven to come through CloudFront (the origin check is on and passed). */
export const throughCloudFront = (event: APIGatewayProxyEventV2): boolean => verified.has(event);

/** Forgets the values read (tests). */
export const forgetOriginSecret = (): void => {
  accepted = undefined;
};
