import type Stripe from 'stripe';
import { logger } from '../lib/logger';
import { readSecretStage } from '../lib/secrets/extension';

/**
 * The official Stripe client and the webhook's signing secret. In the cloud both keys come from
 * one Secrets Manager secret (STRIPE_SECRET_ARN, JSON `{"secret_key", "webhook_secret"}`), read
 * once per container through the Parameters and Secrets extension: never in an environment
 * variable. The local stack runs the Stripe emulator (infra/local/stripe) and gives its test
 * keys and address (STRIPE_API_URL) in the environment, as it does the token key. Without
 * either, online payment is off (the calls that need it answer 503).
 */
export interface StripeAccess {
  stripe: Stripe;
  webhookSecret: string;
}

interface StripeKeys {
  secret_key: string;
  webhook_secret: string;
}

let loaded: Promise<StripeAccess | undefined> | undefined;

async function readKeys(): Promise<StripeKeys | undefined> {
  const arn = process.env.STRIPE_SECRET_ARN;
  if (arn) {
    const text = await readSecretStage(arn, 'AWSCURRENT');
    const keys = text ? (JSON.parse(text) as Partial<StripeKeys>) : {};
    // The secret as deployed holds empty keys until the operator sets them: payments stay off.
    return keys.secret_key && keys.webhook_secret ? { secret_key: keys.secret_key, webhook_secret: keys.webhook_secret } : undefined;
  }
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = process.env;
  return STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET ? { secret_key: STRIPE_SECRET_KEY, webhook_secret: STRIPE_WEBHOOK_SECRET } : undefined;
}

/** Another host for the client (the local emulator), or Stripe's own. */
function hostOptions(): Stripe.StripeConfig {
  const url = process.env.STRIPE_API_URL;
  if (!url) return {};
  const parsed = new URL(url);
  return { host: parsed.hostname, port: parsed.port || (parsed.protocol === 'https:' ? 443 : 80), protocol: parsed.protocol === 'https:' ? 'https' : 'http' };
}

async function load(): Promise<StripeAccess | undefined> {
  const keys = await readKeys();
  if (!keys) return undefined;
  // Loaded when first needed: the other billing calls never pay for the client's code.
  const { default: StripeClient } = await import('stripe');
  const stripe = new StripeClient(keys.secret_key, { ...hostOptions(), telemetry: false, maxNetworkRetries: 2, timeout: 10_000 });
  return { stripe, webhookSecret: keys.webhook_secret };
}

/** The client, or undefined when online payment is not configured. A failed read is retried next call. */
export function stripeAccess(): Promise<StripeAccess | undefined> {
  loaded ??= load().catch((error: unknown) => {
    loaded = undefined;
    logger.error('stripe keys unreadable', { message: (error as Error).message });
    throw error;
  });
  return loaded;
}

/** Forgets the client (tests change the keys). */
export const forgetStripeAccess = (): void => {
  loaded = undefined;
};
