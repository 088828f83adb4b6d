import { createHash, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { forbidden, type DomainError } from '../errors';

export const ORIGIN_HEADER = 'x-origin-verify';
export const ORIGIN_REFUSED = 'Accès direct à l’API refusé : passez par le site.';

/** Equal-length digests, so the comparison takes the same time whatever the header holds. */
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * When ORIGIN_VERIFY_SECRET is set (the cloud), a request must carry it in `x-origin-verify`:
 * CloudFront adds it, so a call to the execute-api endpoint around CloudFront (and its WAF) is
 * refused. Unset (the local stack): no check. Read per call: it is one environment variable.
 */
export function originRefusal(event: APIGatewayProxyEventV2): DomainError | undefined {
  const secret = process.env.ORIGIN_VERIFY_SECRET;
  if (!secret) return undefined;
  const sent = event.headers?.[ORIGIN_HEADER] ?? '';
  return timingSafeEqual(digest(sent), digest(secret)) ? undefined : forbidden(ORIGIN_REFUSED);
}

/** Whether this request is proven to come through CloudFront (the origin check is on and passed). */
export const throughCloudFront = (event: APIGatewayProxyEventV2): boolean =>
  Boolean(process.env.ORIGIN_VERIFY_SECRET) && originRefusal(event) === undefined;
