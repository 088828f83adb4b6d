import type Stripe from 'stripe';
import { creditMessages, type paymentMethods } from '@app/shared/credits/schemas';
import { vatBreakdownOf } from '../invoice-data/build-document';
import { completeSeller } from '../invoice-data/issue';
import { nowIso } from '../lib/db/keys';
import { conflict, invalid, notFound, unavailable } from '../lib/errors';
import { logger } from '../lib/logger';
import type { UserRecord } from '../users/user-record';
import { checkoutMoveItems, createCheckout, getCheckout, ignoreApplied, moveCheckout } from '../credit-data/checkout-repository';
import { applyMovement, readBillingState } from '../credit-data/credit-ledger-repository';
import { getPack } from '../credit-data/credit-pack-repository';
import type { CheckoutRecord } from '../credit-data/credit-record';
import { stripeAccess } from './stripe-client';

/** What the pack costs the client: its price and the seller's VAT on it (the purchase invoice's total). */
function amountDue(priceCents: number, vatRate: number): number {
  const [vat] = vatBreakdownOf([{ id: '1', name: '', quantity: 1, unit_price_ht_cents: priceCents, vat_rate: vatRate, line_total_ht_cents: priceCents }]);
  return priceCents + (vat?.vat_cents ?? 0);
}

async function requireStripe() {
  const access = await stripeAccess().catch(() => undefined);
  if (!access) throw unavailable(creditMessages.paymentsOff);
  return access;
}

/**
 * POST /api/credits/checkout: opens a Stripe Checkout Session for a pack and remembers what it
 * must collect; the credits come only from the webhook, once Stripe says it is paid.
 */
export async function startCheckout(client: UserRecord, packId: string, method: (typeof paymentMethods)[number], portalUrl: string): Promise<{ url: string }> {
  if ((await readBillingState(client.id)).mode !== 'prepaid') throw conflict(creditMessages.notPrepaid);
  const pack = await getPack(packId);
  if (!pack?.active) throw notFound(creditMessages.packNotFound);
  const seller = await completeSeller();
  if ('refusal' in seller) throw unavailable(creditMessages.paymentsOff);
  const { stripe } = await requireStripe();
  const amount = amountDue(pack.price_cents, seller.default_vat_rate);
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create({
      mode: 'payment',
      allowed_payment_method_types: [method],
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: amount, product_data: { name: pack.name } } }],
      client_reference_id: client.id,
      customer_email: client.email,
      metadata: { pack_id: pack.id, client_id: client.id },
      success_url: `${portalUrl}/credits?paiement=ok`,
      cancel_url: `${portalUrl}/credits`,
    });
  } catch (error) {
    logger.error('stripe checkout refused', { message: (error as Error).message });
    throw unavailable(creditMessages.paymentUnavailable);
  }
  if (!session.url) throw unavailable(creditMessages.paymentUnavailable);
  const now = nowIso();
  await createCheckout({
    session_id: session.id,
    client_id: client.id,
    pack_id: pack.id,
    pack_name: pack.name,
    amount_cents: amount,
    credits_cents: pack.price_cents + pack.bonus_cents,
    status: 'open',
    created_at: now,
    updated_at: now,
  });
  return { url: session.url };
}

/** Grants the pack's credits once: the checkout's move to 'paid' is in the movement's transaction. */
async function grant(checkout: CheckoutRecord, session: Stripe.Checkout.Session, event: Stripe.Event) {
  if (checkout.status === 'paid' || checkout.status === 'failed') return;
  if (session.amount_total !== checkout.amount_cents || session.currency !== 'eur') {
    logger.error('stripe amount differs from the checkout', { session: session.id, expected: checkout.amount_cents, got: session.amount_total });
    return;
  }
  await applyMovement(
    checkout.client_id,
    { kind: 'purchase', amount_cents: checkout.credits_cents, pack_name: checkout.pack_name, payment_id: String(session.payment_intent ?? session.id) },
    () => checkoutMoveItems(checkout, ['open', 'pending'], 'paid', event),
  ).catch(ignoreApplied);
}

/** What each Checkout event does to the checkout it is about; other events are acknowledged. */
async function applyEvent(event: Stripe.Event): Promise<void> {
  if (!event.type.startsWith('checkout.session.')) return;
  const session = event.data.object as Stripe.Checkout.Session;
  const checkout = await getCheckout(session.id);
  if (!checkout) return;
  switch (event.type) {
    case 'checkout.session.completed':
      if (session.payment_status === 'paid') return grant(checkout, session, event);
      return moveCheckout(checkout, ['open'], 'pending', event);
    case 'checkout.session.async_payment_succeeded':
      return grant(checkout, session, event);
    case 'checkout.session.async_payment_failed':
      return moveCheckout(checkout, ['open', 'pending'], 'failed', event);
    case 'checkout.session.expired':
      return moveCheckout(checkout, ['open'], 'expired', event);
    default:
      return;
  }
}

/**
 * POST /api/payments/stripe/webhook: the raw body's signature is verified with the endpoint's
 * secret (400 otherwise, nothing read), then the event is applied once.
 */
export async function receiveStripeEvent(rawBody: string, signature: string | undefined): Promise<{ received: true }> {
  const { stripe, webhookSecret } = await requireStripe();
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
  } catch {
    throw invalid(creditMessages.signatureInvalid);
  }
  await applyEvent(event);
  return { received: true };
}
