import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a webhook delivery (issue 43), Stripe's scheme: the header
 * `X-ProTune-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. A receiver
 * recomputes it over the raw body and refuses a timestamp older than the tolerance (replays).
 */
export const SIGNATURE_HEADER = 'X-ProTune-Signature';
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string) => createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** The header value for a body sent now. */
export function signWebhook(secret: string, body: string, now = new Date()): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * Whether a header signs this raw body with this secret within the tolerance: what the developer
 * guide's snippet does on the receiving side.
 */
export function verifyWebhook(secret: string, body: string, header: string, now = new Date(), toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS): boolean {
  const fields = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(fields.get('t'));
  const given = fields.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  const actual = Buffer.from(given, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
