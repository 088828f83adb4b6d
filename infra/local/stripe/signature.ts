import { createHmac } from 'node:crypto';

/**
 * The `Stripe-Signature` header exactly as Stripe writes it: `t=<unix seconds>,v1=<hex HMAC-SHA256
 * of "<t>.<payload>" keyed with the whole endpoint secret (`whsec_…`)>`. The official client's
 * `stripe.webhooks.constructEvent` verifies it.
 */
export function stripeSignatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${signature}`;
}
