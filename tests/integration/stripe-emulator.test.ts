import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStripeEmulator, type RunningStripeEmulator } from '@app/infra/local/stripe/stripe-emulator';

// The emulator the portal's payments will run against locally, checked through the official
// client (another host, nothing else) and its own webhook verification.
const API_KEY = 'sk_test_emulator';
const WEBHOOK_SECRET = 'whsec_emulator_secret';

interface Received {
  body: string;
  signature: string;
}

let emulator: RunningStripeEmulator;
let receiver: Server;
let received: Received[] = [];
let answer = 200;
let stripe: Stripe;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['stripe-signature']) });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  emulator = await startStripeEmulator({ apiKey: API_KEY, webhookSecret: WEBHOOK_SECRET, webhookUrl: `http://127.0.0.1:${port}/webhook` });
  stripe = new Stripe(API_KEY, { host: emulator.host, port: emulator.port, protocol: 'http', telemetry: false, maxNetworkRetries: 1 });
});

afterAll(async () => {
  await emulator.stop();
  await new Promise((resolve) => receiver.close(resolve));
});

beforeEach(() => {
  received = [];
  answer = 200;
});

const pack = (methods: ('card' | 'sepa_debit')[] = ['card']) =>
  stripe.checkout.sessions.create({
    mode: 'payment',
    allowed_payment_method_types: methods,
    line_items: [{ quantity: 2, price_data: { currency: 'eur', unit_amount: 12_000, product_data: { name: 'Pack 100 crédits' } } }],
    client_reference_id: 'client-42',
    metadata: { pack_id: 'pack-100' },
    payment_intent_data: { metadata: { pack_id: 'pack-100' } },
    success_url: 'http://localhost:3000/credits?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'http://localhost:3000/credits',
  });

/** What a webhook endpoint does: verify the signature with the official helper. */
const verified = () => received.map((r) => stripe.webhooks.constructEvent(r.body, r.signature, WEBHOOK_SECRET));

const press = (session: Stripe.Checkout.Session, action: string) => fetch(`${emulator.url}/checkout/${session.id}/${action}`, { method: 'POST', redirect: 'manual' });

describe('Stripe emulator through the official client', () => {
  it('creates and retrieves a Checkout Session with the amounts Stripe computes', async () => {
    const session = await pack(['card', 'sepa_debit']);
    expect(session).toMatchObject({ object: 'checkout.session', amount_total: 24_000, currency: 'eur', status: 'open', payment_status: 'unpaid', client_reference_id: 'client-42', metadata: { pack_id: 'pack-100' } });
    expect(session.url).toBe(`${emulator.url}/checkout/${session.id}`);
    const again = await stripe.checkout.sessions.retrieve(session.id);
    expect(again.id).toBe(session.id);
    const page = await fetch(session.url!).then((r) => r.text());
    expect(page).toContain('240,00');
    expect(page).toContain('Payer par prélèvement SEPA');
  });

  it('refuses a wrong key, bad parameters and an unknown id as Stripe does', async () => {
    const wrong = new Stripe('sk_test_wrong', { host: emulator.host, port: emulator.port, protocol: 'http', telemetry: false });
    await expect(wrong.checkout.sessions.retrieve('cs_test_x')).rejects.toMatchObject({ type: 'StripeAuthenticationError', statusCode: 401 });
    await expect(
      stripe.checkout.sessions.create({ mode: 'payment', success_url: 'http://x', line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: 5, product_data: { name: 'x' } } }] }),
    ).rejects.toMatchObject({ type: 'StripeInvalidRequestError', statusCode: 400, param: 'line_items[0][price_data][currency]' });
    await expect(stripe.checkout.sessions.retrieve('cs_test_unknown')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('answers the same session to a repeated idempotency key', async () => {
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'payment',
      success_url: 'http://localhost/ok',
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: 500, product_data: { name: 'Pack' } } }],
    };
    const first = await stripe.checkout.sessions.create(params, { idempotencyKey: 'same-key' });
    const second = await stripe.checkout.sessions.create(params, { idempotencyKey: 'same-key' });
    expect(second.id).toBe(first.id);
  });

  it('a card payment redirects to success and sends signed events the client verifies', async () => {
    const session = await pack();
    const response = await press(session, 'pay');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`http://localhost:3000/credits?session=${session.id}`);
    await emulator.idle();
    const events = verified();
    expect(events.map((e) => e.type)).toEqual(['payment_intent.succeeded', 'checkout.session.completed']);
    const completed = events[1]!.data.object as Stripe.Checkout.Session;
    expect(completed).toMatchObject({ id: session.id, status: 'complete', payment_status: 'paid', amount_total: 24_000 });
    const intent = await stripe.paymentIntents.retrieve(String(completed.payment_intent));
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: 24_000, metadata: { pack_id: 'pack-100' } });
    // A body changed after signing, or a signature from another secret, fails verification.
    const [first] = received;
    expect(() => stripe.webhooks.constructEvent(first!.body.replace('24000', '99000'), first!.signature, WEBHOOK_SECRET)).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(() => stripe.webhooks.constructEvent(first!.body, first!.signature, 'whsec_other')).toThrow(Stripe.errors.StripeSignatureVerificationError);
    // Paying twice is refused: the session is complete.
    expect((await press(session, 'pay')).status).toBe(409);
  });

  it('a SEPA debit completes unpaid, then its failure arrives days later', async () => {
    const session = await pack(['sepa_debit']);
    expect((await press(session, 'sepa')).status).toBe(303);
    await emulator.idle();
    expect(verified().map((e) => [e.type, (e.data.object as Stripe.Checkout.Session).payment_status])).toEqual([['checkout.session.completed', 'unpaid']]);
    const pending = await fetch(`${emulator.url}/_emulator/debits`).then((r) => r.text());
    expect(pending).toContain(session.id);
    received = [];
    expect((await press(session, 'sepa-failed')).status).toBe(303);
    await emulator.idle();
    expect(verified().map((e) => e.type)).toEqual(['payment_intent.payment_failed', 'checkout.session.async_payment_failed']);
    expect((await press(session, 'sepa-succeeded')).status).toBe(409);
  });

  it('a SEPA debit that succeeds sends async_payment_succeeded', async () => {
    const session = await pack(['sepa_debit']);
    await press(session, 'sepa');
    await press(session, 'sepa-succeeded');
    await emulator.idle();
    expect(verified().map((e) => e.type)).toEqual(['checkout.session.completed', 'payment_intent.succeeded', 'checkout.session.async_payment_succeeded']);
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe('paid');
  });

  it('retries a failed delivery and replays an event unchanged', async () => {
    answer = 500;
    const session = await pack();
    await stripe.checkout.sessions.expire(session.id);
    await emulator.idle();
    const expired = emulator.events().find((e) => e.event.type === 'checkout.session.expired')!;
    expect(expired.attempts).toEqual([500, 500, 500]);
    answer = 200;
    received = [];
    await emulator.resend(expired.event.id);
    const [replayed] = verified();
    expect(replayed!.id).toBe(expired.event.id);
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({ statusCode: 400 });
  });
});
