import { stripeSignatureHeader } from './signature';

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: unknown };
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  type: string;
}

export interface SentEvent {
  event: StripeEvent;
  /** Each attempt's HTTP status (0 when the endpoint could not be reached). */
  attempts: number[];
}

const RETRY_DELAYS_MS = [0, 250, 1000];
const TIMEOUT_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Posts events one after another, in the order they happened, each signed with a fresh
 * timestamp; a failed delivery is retried a few times (Stripe retries for days; a test needs
 * seconds), then given up and kept in the log.
 */
export function startWebhookSender(secret: string, initialUrl?: string) {
  let url = initialUrl;
  let queue: Promise<void> = Promise.resolve();
  const log: SentEvent[] = [];

  const deliver = async (sent: SentEvent) => {
    if (!url) return;
    const payload = JSON.stringify(sent.event, null, 2);
    for (const delay of RETRY_DELAYS_MS) {
      await sleep(delay);
      const status = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': stripeSignatureHeader(payload, secret), 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
        body: payload,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }).then(
        (response) => response.arrayBuffer().then(() => response.status),
        () => 0,
      );
      sent.attempts.push(status);
      if (status >= 200 && status < 300) return;
    }
  };

  const enqueue = (sent: SentEvent) => {
    queue = queue.then(() => deliver(sent));
    return queue;
  };

  return {
    setUrl: (next: string) => {
      url = next;
    },
    send: (event: StripeEvent) => {
      const sent = { event, attempts: [] };
      log.push(sent);
      void enqueue(sent);
    },
    resend: async (eventId: string) => {
      const sent = log.find((s) => s.event.id === eventId);
      if (!sent) throw new Error(`No such event: ${eventId}`);
      await enqueue(sent);
    },
    events: () => log.map((s) => ({ event: structuredClone(s.event), attempts: [...s.attempts] })),
    idle: () => queue,
  };
}
