import type { PushTicket, PushTopic } from '@app/shared/push/push-message';
import { PUSH_KEEPALIVE_MS } from '@app/shared/push/push-topics';
import { PUSH_HIDDEN_CLOSE_MS } from '@app/shared/push/push-timing';
import { reconnectDelay } from './push-backoff';
import { pushMessageTopics } from './push-message-check';

export interface PushChannelOptions {
  /** POST /api/push/ticket. */
  fetchTicket: () => Promise<PushTicket>;
  /** The socket opened: events may have been missed meanwhile. */
  onOpen: () => void;
  /** A message named these moved topics. */
  onMoved: (topics: PushTopic[]) => void;
  /** The channel went up (open) or down (closed, reconnecting or asleep). */
  onUp: (up: boolean) => void;
  random?: () => number;
  /** Whose visibility decides when the socket sleeps (the page's document). */
  page?: Document;
}

/** The topics of a message, or null when it is not one (anything unknown is ignored). */
function topicsOf(data: unknown): PushTopic[] | null {
  if (typeof data !== 'string') return null;
  try {
    return pushMessageTopics(JSON.parse(data));
  } catch {
    return null;
  }
}

/**
 * The tab's push channel: a ticket, then a WebSocket on `${url}?ticket=…`. A lost socket comes
 * back after a full-jitter backoff; a tab hidden for PUSH_HIDDEN_CLOSE_MS closes it and
 * reconnects when shown again; a ping only after PUSH_KEEPALIVE_MS without traffic (the
 * gateway's idle limit). Returns the function that closes it for good (sign-out, another user).
 */
export function startPushChannel(options: PushChannelOptions): () => void {
  const page = options.page ?? document;
  let socket: WebSocket | null = null;
  /** Moves whenever an attempt in progress must be forgotten (sleep, stop). */
  let generation = 0;
  let failures = 0;
  let asleep = false;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  let keepaliveTimer: ReturnType<typeof setTimeout> | undefined;

  const armKeepalive = () => {
    clearTimeout(keepaliveTimer);
    keepaliveTimer = setTimeout(() => {
      if (socket?.readyState !== WebSocket.OPEN) return;
      socket.send(JSON.stringify({ action: 'ping' }));
      armKeepalive();
    }, PUSH_KEEPALIVE_MS);
  };

  const scheduleRetry = () => {
    if (stopped || asleep) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(connect, reconnectDelay(failures++, options.random));
  };

  const listen = (ws: WebSocket) => {
    ws.onopen = () => {
      failures = 0;
      options.onUp(true);
      armKeepalive();
      options.onOpen();
    };
    ws.onmessage = (event: MessageEvent) => {
      armKeepalive();
      const topics = topicsOf(event.data);
      if (topics) options.onMoved(topics);
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      clearTimeout(keepaliveTimer);
      options.onUp(false);
      scheduleRetry();
    };
  };

  function connect() {
    const attempt = ++generation;
    options.fetchTicket().then(
      ({ url, ticket }) => {
        if (attempt !== generation) return;
        socket = new WebSocket(`${url}?ticket=${encodeURIComponent(ticket)}`);
        listen(socket);
      },
      () => {
        if (attempt === generation) scheduleRetry();
      },
    );
  }

  /** Closes the socket on purpose: no reconnection follows. */
  const close = () => {
    generation += 1;
    clearTimeout(retryTimer);
    clearTimeout(keepaliveTimer);
    const ws = socket;
    socket = null;
    ws?.close();
    options.onUp(false);
  };

  const onVisibility = () => {
    clearTimeout(hiddenTimer);
    if (page.visibilityState === 'hidden') {
      hiddenTimer = setTimeout(() => {
        asleep = true;
        close();
      }, PUSH_HIDDEN_CLOSE_MS);
    } else if (asleep) {
      asleep = false;
      failures = 0;
      connect();
    }
  };

  page.addEventListener('visibilitychange', onVisibility);
  onVisibility();
  connect();
  return () => {
    stopped = true;
    clearTimeout(hiddenTimer);
    page.removeEventListener('visibilitychange', onVisibility);
    close();
  };
}
