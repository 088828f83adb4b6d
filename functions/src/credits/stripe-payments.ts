import type Stripe from 'stripe';
import { creditMessages, type paymentMethods } from '@app/shared/credits/schemas';
import { outboxWrite } from '../email/outbox';
import { invoiceBuyerOf } from '../invoice-data/buyer';
import { parisDay, vatBreakdownOf, type PackSale } from '../invoice-data/build-document';
import { completeSeller, invoiceParties, nextNumber, packInvoiceWrites } from '../invoice-data/issue';
import { queued } from '../invoice-data/series-queue';
import { frenchEuros } from '../invoicing/french-format';
import { nowIso } from '../lib/db/keys';
import { conflict, invalid, notFound, unavailable } from '../lib/errors';
import { logger } from '../lib/logger';
import type { UserRecord } from '../users/user-record';
import { checkoutMoveItems, createCheckout, getCheckout, ignoreApplied, moveCheckout } from '../credit-data/checkout-repository';
import { applyPreparedMovement, readBillingState, type Movement } from '../credit-data/credit-ledger-repository';
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
  // The purchase is invoiced when paid: a buyer whose address cannot be printed buys nothing (decision 041).
  if (!invoiceBuyerOf(client)) throw conflict(creditMessages.billingAddressMissing);
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
    price_cents: pack.price_cents,
    vat_rate: seller.default_vat_rate,
    method,
    status: 'open',
    created_at: now,
    updated_at: now,
  });
  return { url: session.url };
}

/** What a paid checkout sells, as its invoice bills it; a checkout opened before price_cents was kept reads it back from what was collected. */
function saleOf(checkout: CheckoutRecord, paidAt: Date, sellerRate: number): PackSale {
  const vatRate = checkout.vat_rate ?? sellerRate;
  const priceCents = checkout.price_cents ?? Math.round(checkout.amount_cents / (1 + vatRate / 100));
  return {
    packName: checkout.pack_name,
    priceCents,
    vatRate,
    creditsCents: checkout.credits_cents,
    method: checkout.method ?? 'card',
    paidDay: parisDay(paidAt),
    reference: `CREDITS-${checkout.session_id.slice(-8).toUpperCase()}`,
  };
}

/** « Achat de crédits confirmé »: the pack, the credits, what was paid and the invoice's number. */
function purchaseMessage(checkout: CheckoutRecord, invoiceNumber: string | undefined): string {
  const credits = frenchEuros(checkout.credits_cents).replace(/\u00a0€$/, '');
  const paid = `Pack «\u202f${checkout.pack_name}\u202f»\u202f: ${credits}\u00a0crédits ajoutés à votre solde, ${frenchEuros(checkout.amount_cents)} TTC payés.`;
  return invoiceNumber ? `${paid} Facture n°\u00a0${invoiceNumber}, disponible dans Mes factures.` : paid;
}

/**
 * Grants the pack's credits once and invoices the sale, in one transaction (decision 041): the
 * account and the movement, the checkout's move to 'paid' with the event's marker (a replay is
 * refused by them, so it issues nothing), the invoice with the next number of the series, the
 * purchase's e-mail. A seller or buyer whose identity became incomplete after the checkout opened
 * does not fail the webhook (Stripe would retry for days, the client paid): the credits are
 * granted without an invoice, and the checkout keeps why (logged as an error).
 */
async function grant(checkout: CheckoutRecord, session: Stripe.Checkout.Session, event: Stripe.Event) {
  if (checkout.status === 'paid' || checkout.status === 'failed') return;
  if (session.amount_total !== checkout.amount_cents || session.currency !== 'eur') {
    logger.error('stripe amount differs from the checkout', { session: session.id, expected: checkout.amount_cents, got: session.amount_total });
    return;
  }
  const parties = await invoiceParties({ client_id: checkout.client_id });
  // The message is the alarm's metric filter (infra/lib/monitoring.ts, PACK_NOT_INVOICED_MESSAGE).
  if ('refusal' in parties) logger.error('pack purchase not invoiced', { session: session.id, client: checkout.client_id, reason: parties.refusal });
  const paidAt = new Date(event.created * 1000);
  const base: Movement = { kind: 'purchase', amount_cents: checkout.credits_cents, pack_name: checkout.pack_name, payment_id: String(session.payment_intent ?? session.id) };
  const prepare = async () => {
    if ('refusal' in parties) {
      return {
        movement: base,
        more: () => [
          ...checkoutMoveItems(checkout, ['open', 'pending'], 'paid', event, { invoice_problem: parties.refusal }),
          outboxWrite({ kind: 'credits_purchased', recipientId: checkout.client_id, message: purchaseMessage(checkout, undefined) }),
        ],
      };
    }
    const issuedAt = new Date();
    const { invoice, items } = packInvoiceWrites(checkout.client_id, saleOf(checkout, paidAt, parties.seller.default_vat_rate), parties, issuedAt, await nextNumber('invoice', parisDay(issuedAt)));
    return {
      movement: { ...base, invoice_id: invoice.id },
      more: () => [
        ...checkoutMoveItems(checkout, ['open', 'pending'], 'paid', event),
        ...items,
        outboxWrite({ kind: 'credits_purchased', recipientId: checkout.client_id, message: purchaseMessage(checkout, invoice.number) }),
      ],
    };
  };
  // The invoices' series is taken in turn with the orders' invoices of this process (series-queue.ts).
  await queued('invoice', () => applyPreparedMovement(checkout.client_id, prepare)).catch(ignoreApplied);
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
