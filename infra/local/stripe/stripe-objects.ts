import { randomBytes } from 'node:crypto';
import { list, record, text, type FormValue } from './form-params';

/** What the emulator answers for a refused request, in Stripe's error shape. */
export class StripeRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }
  get body() {
    return { error: { type: 'invalid_request_error', message: this.message, ...(this.param ? { param: this.param } : {}), ...(this.code ? { code: this.code } : {}) } };
  }
}

export const stripeId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('base64url')}`;
const now = () => Math.floor(Date.now() / 1000);

export interface LineItem {
  name: string;
  unit_amount: number;
  quantity: number;
  currency: string;
}

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  allowed_payment_method_types: string[] | null;
  payment_method_types: string[];
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  url: string | null;
}

export interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  created: number;
  currency: string;
  livemode: false;
  metadata: Record<string, string>;
  payment_method_types: string[];
  status: 'processing' | 'succeeded' | 'requires_payment_method';
}

const PAYMENT_METHODS = new Set(['card', 'sepa_debit']);
const MAX_AMOUNT = 99_999_999;

function integer(value: FormValue | undefined, param: string, min: number, max: number): number {
  const raw = text(value);
  if (raw === undefined || !/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new StripeRequestError(400, `Invalid integer: ${raw ?? ''}`, param);
  }
  return Number(raw);
}

function metadataOf(value: FormValue | undefined, param: string): Record<string, string> {
  const entries = Object.entries(record(value));
  if (entries.length > 50) throw new StripeRequestError(400, 'You can have at most 50 metadata keys.', param);
  return Object.fromEntries(
    entries.map(([key, v]) => {
      const s = text(v);
      if (s === undefined || key.length > 40 || s.length > 500) throw new StripeRequestError(400, `Invalid metadata value for ${key}`, `${param}[${key}]`);
      return [key, s];
    }),
  );
}

function lineItemsOf(value: FormValue | undefined): LineItem[] {
  const items = list(value);
  if (!items.length) throw new StripeRequestError(400, 'Missing required param: line_items.', 'line_items');
  return items.map((raw, i) => {
    const item = record(raw);
    const price = record(item.price_data);
    const currency = text(price.currency)?.toLowerCase();
    const name = text(record(price.product_data).name);
    if (currency !== 'eur') throw new StripeRequestError(400, 'This emulator only supports currency=eur.', `line_items[${i}][price_data][currency]`);
    if (!name) throw new StripeRequestError(400, 'Missing required param: product_data[name].', `line_items[${i}][price_data][product_data][name]`);
    return {
      name,
      currency,
      unit_amount: integer(price.unit_amount, `line_items[${i}][price_data][unit_amount]`, 0, MAX_AMOUNT),
      quantity: integer(item.quantity, `line_items[${i}][quantity]`, 1, 999),
    };
  });
}

/** A Checkout Session from `POST /v1/checkout/sessions`, checked as Stripe checks what we use. */
export function newCheckoutSession(params: Record<string, FormValue>, pageUrl: (id: string) => string): { session: CheckoutSession; items: LineItem[]; intentMetadata: Record<string, string> } {
  if (text(params.mode) !== 'payment') throw new StripeRequestError(400, 'This emulator only supports mode=payment.', 'mode');
  const successUrl = text(params.success_url);
  if (!successUrl) throw new StripeRequestError(400, 'Missing required param: success_url.', 'success_url');
  // The API version of the client we use names it allowed_payment_method_types; older ones payment_method_types.
  const asked = params.allowed_payment_method_types ?? params.payment_method_types;
  const methods = asked === undefined ? ['card'] : list(asked).map((m) => text(m) ?? '');
  const unknown = methods.find((m) => !PAYMENT_METHODS.has(m));
  if (unknown !== undefined || !methods.length) throw new StripeRequestError(400, `Invalid allowed_payment_method_types: ${unknown ?? ''}`, 'allowed_payment_method_types');
  const items = lineItemsOf(params.line_items);
  const total = items.reduce((sum, item) => sum + item.unit_amount * item.quantity, 0);
  const id = stripeId('cs');
  const created = now();
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    amount_subtotal: total,
    amount_total: total,
    cancel_url: text(params.cancel_url) ?? null,
    client_reference_id: text(params.client_reference_id) ?? null,
    created,
    currency: 'eur',
    customer_email: text(params.customer_email) ?? null,
    expires_at: created + 24 * 3600,
    livemode: false,
    metadata: metadataOf(params.metadata, 'metadata'),
    mode: 'payment',
    payment_intent: null,
    allowed_payment_method_types: methods,
    payment_method_types: methods,
    payment_status: 'unpaid',
    status: 'open',
    success_url: successUrl,
    url: pageUrl(id),
  };
  return { session, items, intentMetadata: metadataOf(record(params.payment_intent_data).metadata, 'payment_intent_data[metadata]') };
}

export function newPaymentIntent(session: CheckoutSession, method: string, metadata: Record<string, string>): PaymentIntent {
  return {
    id: stripeId('pi'),
    object: 'payment_intent',
    amount: session.amount_total,
    amount_received: 0,
    created: now(),
    currency: session.currency,
    livemode: false,
    metadata,
    payment_method_types: [method],
    status: 'processing',
  };
}
