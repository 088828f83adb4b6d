import {
  PUSH_FALLBACK_POLL_MS,
  PUSH_HIDDEN_CLOSE_MS,
  PUSH_KEEPALIVE_MS,
  PUSH_RECONNECT_MAX_MS,
} from '@app/shared/push/push-message';
import { act } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOrder, useOrderCounts } from '@/features/orders/api/orders-queries';
import { useOrderChat } from '@/features/order-chat/hooks/use-order-chat';
import { useChangeFeedPoll } from '@/lib/api/change-feed';
import { isPushUp } from '@/lib/push/push-state';
import { usePushChannel } from '@/lib/push/use-push-channel';
import { createApiDouble, type RouteKey } from '@/test/api-double';
import { FakeSocket } from '@/test/fake-socket';
import { anOrder } from '@/test/order-fixture';
import { renderWithApi } from '@/test/render-with-api';

/** Issue 19: the SPA's push channel, over a stand-in WebSocket the test opens, feeds and drops (test/fake-socket.ts). */
const TICKET = 't'.repeat(40);
const lastSocket = () => {
  const socket = FakeSocket.all.at(-1);
  if (!socket) throw new Error('no socket opened');
  return socket;
};

function server() {
  return createApiDouble()
    .on('POST /api/push/ticket', { body: { ticket: TICKET, url: 'ws://localhost/ws', expires_in: 30 } })
    .on('GET /api/changes', { body: { notifications_version: 1, unread_notifications: 0, messages_version: 1, unread_messages: 0 } })
    .on('GET /api/notifications', { body: [] })
    .on('GET /api/order-counts', { body: { all: 1, en_attente: 1, en_cours: 0, termine: 0, sav: 0, annule: 0 } })
    .on('GET /api/orders/{id}', { body: anOrder() })
    .on('GET /api/orders/{id}/chat', { body: [] })
    .on('GET /api/orders/{id}/chat/unread-count', { body: { unread_count: 0, message_count: 0 } });
}

/** What a signed-in page holds: the feed (bell), the counts, an open order and its open chat. */
function SignedInProbe({ user = 'u1' }: { user?: string }) {
  usePushChannel(user);
  useChangeFeedPoll();
  useOrderCounts();
  useOrder('o1');
  useOrderChat('o1', true);
  return null;
}

/** The probe whose signed-in user the test changes (another account signed in). */
let switchUser: (user: string) => void = () => {};
function SwitchableProbe() {
  const [user, setUser] = useState('u1');
  switchUser = setUser;
  return <SignedInProbe user={user} />;
}

const WATCHED: RouteKey[] = [
  'GET /api/changes',
  'GET /api/order-counts',
  'GET /api/orders/{id}',
  'GET /api/orders/{id}/chat',
  'GET /api/orders/{id}/chat/unread-count',
  'POST /api/push/ticket',
];

async function mount() {
  const view = renderWithApi(<SwitchableProbe />, { api: server() });
  await settle();
  const counted = () => Object.fromEntries(WATCHED.map((key) => [key, view.api.callsTo(key).length]));
  let mark = counted();
  /** The calls of each watched route since the last look (zeros left out). */
  const since = () => {
    const now = counted();
    const moved = Object.fromEntries(WATCHED.flatMap((key) => ((now[key] ?? 0) > (mark[key] ?? 0) ? [[key, (now[key] ?? 0) - (mark[key] ?? 0)]] : [])));
    mark = now;
    return moved;
  };
  return { ...view, since };
}

/** Lets the calls started so far answer (the fetch double resolves on microtasks; the query client batches on a timer). */
const settle = () => act(() => vi.advanceTimersByTimeAsync(50));
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the push channel', () => {
  // The channel is a chunk of its own (use-push-channel.ts imports it after the first render): transformed once here.
  beforeAll(() => import('@/lib/push/push-channel'));

  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    // A call with a method other than GET hashes its body with WebCrypto (build-request.ts), which
    // settles on Node's thread pool, outside the fake clock: answered at once here, the ticket's
    // POST lands within the test's steps of time rather than at a random one of them.
    vi.spyOn(globalThis.crypto.subtle, 'digest').mockResolvedValue(new ArrayBuffer(32));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Reflect.deleteProperty(document, 'visibilityState');
  });

  it('opens one socket with a ticket, resyncs once it is up, then refetches only what each topic names', async () => {
    const { since } = await mount();
    expect(FakeSocket.all).toHaveLength(1);
    expect(lastSocket().url).toBe(`ws://localhost/ws?ticket=${TICKET}`);

    since();
    act(() => lastSocket().accept());
    await settle();
    expect(isPushUp()).toBe(true);
    // Events may have been missed before the socket opened: the feed and the order queries, once.
    expect(since()).toEqual({ 'GET /api/changes': 1, 'GET /api/order-counts': 1, 'GET /api/orders/{id}': 1 });

    const deliver = async (data: unknown) => {
      act(() => lastSocket().deliver(data));
      await settle();
      return since();
    };
    expect(await deliver({ moved: ['orders'] })).toEqual({ 'GET /api/order-counts': 1 });
    expect(await deliver({ moved: ['order:o1'] })).toEqual({ 'GET /api/orders/{id}': 1 });
    expect(await deliver({ moved: ['changes'] })).toEqual({ 'GET /api/changes': 1 });
    expect(await deliver({ moved: ['chat:o1'] })).toMatchObject({ 'GET /api/orders/{id}/chat': 1 });
    expect(await deliver({ moved: ['order:o2', 'chat:o2'] })).toEqual({});
    expect(await deliver('not json')).toEqual({});
    expect(await deliver({ moved: ['everything'] })).toEqual({});
    expect(await deliver({ moved: ['orders', 'orders', 'order:o1'] })).toEqual({ 'GET /api/order-counts': 1, 'GET /api/orders/{id}': 1 });
    expect(FakeSocket.all).toHaveLength(1);
  });

  it("opens only once the page's first queries have answered, so its resync never restarts them", async () => {
    let answer: (value: string) => void = () => {};
    const slow = new Promise<string>((resolve) => (answer = resolve));
    function SlowPage() {
      useQuery({ queryKey: ['slow-page'], queryFn: () => slow });
      return <SignedInProbe />;
    }
    const view = renderWithApi(<SlowPage />, { api: server() });
    await settle();
    await wait(1000);
    expect(view.api.callsTo('POST /api/push/ticket')).toEqual([]);
    expect(FakeSocket.all).toEqual([]);

    answer('done');
    await settle();
    expect(view.api.callsTo('POST /api/push/ticket')).toHaveLength(1);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('polls nothing while up, every 30 s while down (before it opens, after it drops)', async () => {
    const { since } = await mount();
    since();
    // Not open yet: the fallback poll.
    await wait(PUSH_FALLBACK_POLL_MS - 100);
    expect(since()).toEqual({});
    await wait(200);
    expect(since()).toMatchObject({ 'GET /api/changes': 1, 'GET /api/order-counts': 1, 'GET /api/orders/{id}': 1, 'GET /api/orders/{id}/chat': 1 });

    act(() => lastSocket().accept());
    await settle();
    since();
    await wait(10 * 60_000);
    expect(since()).toEqual({});

    act(() => lastSocket().drop());
    await settle();
    expect(isPushUp()).toBe(false);
    await wait(PUSH_FALLBACK_POLL_MS);
    expect(since()).toMatchObject({ 'GET /api/changes': 1, 'GET /api/order-counts': 1, 'GET /api/orders/{id}': 1, 'GET /api/orders/{id}/chat': 1 });
  });

  it('reconnects after a full-jitter backoff that doubles up to its maximum and starts over once open', async () => {
    // The top of each draw: 0.5 s, 1 s, 2 s … 30 s.
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const { since } = await mount();
    const tickets = () => since()['POST /api/push/ticket'] ?? 0;
    tickets();
    for (const delay of [500, 1_000, 2_000, 4_000, 8_000, 16_000, PUSH_RECONNECT_MAX_MS, PUSH_RECONNECT_MAX_MS]) {
      act(() => lastSocket().drop());
      await wait(delay - 10);
      expect(tickets(), `before ${delay} ms`).toBe(0);
      await wait(20);
      expect(tickets(), `at ${delay} ms`).toBe(1);
    }
    act(() => lastSocket().accept());
    act(() => lastSocket().drop());
    await wait(490);
    expect(tickets()).toBe(0);
    await wait(20);
    expect(tickets()).toBe(1);

    // The bottom of each draw is the minimum, never sooner.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    act(() => lastSocket().drop());
    await wait(490);
    expect(tickets()).toBe(0);
    await wait(20);
    expect(tickets()).toBe(1);
  });

  it('a refused ticket is retried after the backoff too', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const api = server().on('POST /api/push/ticket', { status: 429, detail: 'Trop de requêtes' });
    const view = renderWithApi(<SignedInProbe />, { api });
    await settle();
    expect(FakeSocket.all).toHaveLength(0);
    await wait(600);
    expect(view.api.callsTo('POST /api/push/ticket')).toHaveLength(2);
  });

  it('a tab hidden for 5 minutes closes its socket, and resyncs once when shown again', async () => {
    const { since } = await mount();
    const first = lastSocket();
    act(() => first.accept());
    await settle();
    since();

    setVisibility('hidden');
    await wait(PUSH_HIDDEN_CLOSE_MS - 100);
    expect(first.closedByPage).toBe(false);
    await wait(100);
    expect(first.closedByPage).toBe(true);
    expect(isPushUp()).toBe(false);
    // Asleep: no reconnection; only the feed polls in the background (a browser notification still comes).
    await wait(PUSH_FALLBACK_POLL_MS * 2);
    expect(since()).toEqual({ 'GET /api/changes': 2 });
    expect(FakeSocket.all).toHaveLength(1);

    setVisibility('visible');
    await settle();
    expect(FakeSocket.all).toHaveLength(2);
    since();
    act(() => lastSocket().accept());
    await settle();
    expect(since()).toEqual({ 'GET /api/changes': 1, 'GET /api/order-counts': 1, 'GET /api/orders/{id}': 1 });
  });

  it('a tab shown again within 5 minutes keeps its socket', async () => {
    await mount();
    act(() => lastSocket().accept());
    setVisibility('hidden');
    await wait(PUSH_HIDDEN_CLOSE_MS - 1_000);
    setVisibility('visible');
    await wait(PUSH_HIDDEN_CLOSE_MS);
    expect(lastSocket().closedByPage).toBe(false);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('pings only after the keepalive time without traffic', async () => {
    await mount();
    const socket = lastSocket();
    act(() => socket.accept());
    await wait(PUSH_KEEPALIVE_MS - 1_000);
    act(() => socket.deliver({ moved: ['changes'] }));
    await wait(PUSH_KEEPALIVE_MS - 1_000);
    expect(socket.sent).toEqual([]);
    await wait(1_000);
    expect(socket.sent).toEqual(['{"action":"ping"}']);
  });

  it('closes on sign-out and opens another socket for another user', async () => {
    const { unmount } = await mount();
    const first = lastSocket();
    act(() => first.accept());
    act(() => switchUser('u2'));
    await settle();
    expect(first.closedByPage).toBe(true);
    expect(FakeSocket.all).toHaveLength(2);

    unmount();
    expect(lastSocket().closedByPage).toBe(true);
    await wait(PUSH_RECONNECT_MAX_MS * 2);
    expect(FakeSocket.all).toHaveLength(2);
  });
});
