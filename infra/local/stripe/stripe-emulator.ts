import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { freePort } from '../free-port';
import { checkoutPage, pendingDebitsPage } from './checkout-page';
import { parseFormParams } from './form-params';
import { newCheckoutSession, newPaymentIntent, stripeId, StripeRequestError, type CheckoutSession, type LineItem, type PaymentIntent } from './stripe-objects';
import { startWebhookSender, type SentEvent, type StripeEvent } from './webhook-sender';

export interface StripeEmulatorOptions {
  /** The secret key the client must present (`sk_test_…`). */
  apiKey: string;
  /** The webhook endpoint's signing secret (`whsec_…`). */
  webhookSecret: string;
  /** Where events are posted; settable later with `setWebhookUrl`. */
  webhookUrl?: string;
  port?: number;
  host?: string;
}

export interface RunningStripeEmulator {
  /** Give it to the official client as `{ host, port, protocol: 'http' }`. */
  host: string;
  port: number;
  url: string;
  setWebhookUrl(url: string): void;
  /** Every event sent, with its deliveries. */
  events(): SentEvent[];
  /** Sends an event again, unchanged (a replay, as Stripe's retries are). */
  resend(eventId: string): Promise<void>;
  /** Resolves when every event queued so far has been delivered or given up. */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

interface SessionState {
  session: CheckoutSession;
  items: LineItem[];
  intentMetadata: Record<string, string>;
  intent?: PaymentIntent;
}

const API_VERSION = '2026-10-28.endive';
const MAX_BODY = 64 * 1024;

/**
 * A local stand-in for the part of Stripe the portal uses: Checkout Sessions (card and SEPA
 * Direct Debit), their hosted page with test buttons, and webhook events signed as Stripe signs
 * them. The product talks to it through the official `stripe` client given another host.
 */
export async function startStripeEmulator(options: StripeEmulatorOptions): Promise<RunningStripeEmulator> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port || (await freePort());
  const url = `http://${host}:${port}`;
  const sessions = new Map<string, SessionState>();
  const intents = new Map<string, PaymentIntent>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const sender = startWebhookSender(options.webhookSecret, options.webhookUrl);

  const emit = (type: string, object: CheckoutSession | PaymentIntent, version = API_VERSION) => {
    const event: StripeEvent = {
      id: stripeId('evt'),
      object: 'event',
      api_version: version,
      created: Math.floor(Date.now() / 1000),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    sender.send(event);
  };

  const found = (id: string): SessionState => {
    const state = sessions.get(id);
    if (!state) throw new StripeRequestError(404, `No such checkout.session: '${id}'`, 'id', 'resource_missing');
    return state;
  };

  const complete = (state: SessionState, method: 'card' | 'sepa_debit') => {
    const intent = newPaymentIntent(state.session, method, state.intentMetadata);
    state.intent = intent;
    intents.set(intent.id, intent);
    Object.assign(state.session, { status: 'complete', url: null, payment_intent: intent.id });
    if (method === 'card') settle(state, true);
    else emit('checkout.session.completed', state.session);
  };

  /** A payment's outcome: at once for a card, days later for a SEPA debit. */
  const settle = (state: SessionState, succeeded: boolean) => {
    const intent = state.intent;
    if (!intent) return;
    const async = intent.payment_method_types[0] === 'sepa_debit';
    if (succeeded) {
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
      state.session.payment_status = 'paid';
      emit('payment_intent.succeeded', intent);
      emit(async ? 'checkout.session.async_payment_succeeded' : 'checkout.session.completed', state.session);
    } else {
      intent.status = 'requires_payment_method';
      emit('payment_intent.payment_failed', intent);
      emit('checkout.session.async_payment_failed', state.session);
    }
  };

  const api = async (req: IncomingMessage, path: string, body: string): Promise<[number, unknown]> => {
    if (req.headers.authorization !== `Bearer ${options.apiKey}`) {
      throw new StripeRequestError(401, 'Invalid API Key provided.');
    }
    const params = parseFormParams(body || new URL(req.url ?? '/', url).search.slice(1));
    const version = typeof req.headers['stripe-version'] === 'string' ? req.headers['stripe-version'] : API_VERSION;
    const [, , resource, sub, id, action] = path.split('/');
    if (resource === 'checkout' && sub === 'sessions') {
      if (req.method === 'POST' && !id) {
        const created = newCheckoutSession(params, (sessionId) => `${url}/checkout/${sessionId}`);
        sessions.set(created.session.id, created);
        return [200, created.session];
      }
      if (req.method === 'GET' && id && !action) return [200, found(id).session];
      if (req.method === 'POST' && id && action === 'expire') {
        const state = found(id);
        if (state.session.status !== 'open') throw new StripeRequestError(400, `Only Checkout Sessions with a status in ["open"] can be expired.`);
        Object.assign(state.session, { status: 'expired', url: null });
        emit('checkout.session.expired', state.session, version);
        return [200, state.session];
      }
    }
    if (resource === 'payment_intents' && req.method === 'GET' && sub) {
      const intent = intents.get(sub);
      if (!intent) throw new StripeRequestError(404, `No such payment_intent: '${sub}'`, 'id', 'resource_missing');
      return [200, intent];
    }
    throw new StripeRequestError(404, `Unrecognized request URL (${req.method}: ${path}).`);
  };

  /** The hosted page's buttons, and the emulator's own page for pending SEPA debits. */
  const checkout = (req: IncomingMessage, res: ServerResponse, path: string) => {
    const [, , id, action] = path.split('/');
    const state = sessions.get(decodeURIComponent(id ?? ''));
    if (!state) return html(res, 404, '<!doctype html><title>Introuvable</title><p>Session inconnue.</p>');
    if (req.method === 'GET') return html(res, 200, checkoutPage(state.session, state.items));
    const { session } = state;
    const open = session.status === 'open';
    if (action === 'pay' && open) complete(state, 'card');
    else if (action === 'sepa' && open) complete(state, 'sepa_debit');
    else if (action === 'decline' && open) return html(res, 402, checkoutPage(session, state.items, 'Votre carte a été refusée.'));
    else if (action === 'cancel' && open && session.cancel_url) return redirect(res, session.cancel_url);
    else if ((action === 'sepa-succeeded' || action === 'sepa-failed') && session.payment_status === 'unpaid' && state.intent?.status === 'processing') {
      settle(state, action === 'sepa-succeeded');
      return redirect(res, '/_emulator/debits');
    } else return html(res, 409, checkoutPage(session, state.items));
    return redirect(res, session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id));
  };

  /** The emulator's own calls, for tests: the events sent, a replay, waiting for deliveries. */
  const control = (req: IncomingMessage, res: ServerResponse, path: string) => {
    const resend = /^\/_emulator\/events\/([^/]+)\/resend$/.exec(path);
    if (req.method === 'GET' && path === '/_emulator/events') return json(res, 200, sender.events());
    if (req.method === 'GET' && path === '/_emulator/idle') return void sender.idle().then(() => json(res, 200, { idle: true }));
    if (req.method === 'POST' && resend?.[1]) {
      return void sender.resend(decodeURIComponent(resend[1])).then(
        () => json(res, 200, { resent: true }),
        () => json(res, 404, new StripeRequestError(404, 'No such event.').body),
      );
    }
    return json(res, 404, new StripeRequestError(404, 'Not found.').body);
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', url).pathname;
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > MAX_BODY) return json(res, 413, new StripeRequestError(413, 'Request too large.').body);
      const body = Buffer.concat(chunks).toString('utf8');
      if (path.startsWith('/checkout/')) return checkout(req, res, path);
      if (path.startsWith('/_emulator/') && path !== '/_emulator/debits') return control(req, res, path);
      if (path === '/_emulator/debits') {
        const pending = [...sessions.values()].filter((s) => s.intent?.status === 'processing').map((s) => s.session);
        return html(res, 200, pendingDebitsPage(pending));
      }
      if (!path.startsWith('/v1/')) return json(res, 404, new StripeRequestError(404, 'Not found.').body);
      const key = req.method === 'POST' ? req.headers['idempotency-key'] : undefined;
      const replay = typeof key === 'string' ? idempotent.get(key) : undefined;
      if (replay) return json(res, replay.status, replay.body, { 'idempotent-replayed': 'true' });
      api(req, path, body).then(
        ([status, answer]) => {
          if (typeof key === 'string') idempotent.set(key, { status, body: answer });
          json(res, status, answer);
        },
        (error: unknown) => {
          const refusal = error instanceof StripeRequestError ? error : new StripeRequestError(400, String((error as Error).message));
          json(res, refusal.status, refusal.body);
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));

  return {
    host,
    port,
    url,
    setWebhookUrl: sender.setUrl,
    events: sender.events,
    resend: sender.resend,
    idle: sender.idle,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': stripeId('req'), ...headers });
  res.end(JSON.stringify(body));
}

function html(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(body);
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { location });
  res.end();
}
