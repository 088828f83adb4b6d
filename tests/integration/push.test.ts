import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { pushMessageSchema, pushTicketSchema, type PushTicket } from '@app/shared/push/push-message';
import { asAdmin, call, form, newClient } from './api';
import { eventually } from './eventually';
import { useFunctionsEnv } from './functions-env';
import { createOrder, setStatus } from './orders-fixtures';

/**
 * The push channel (decision 016): a ticket from a signed-in call opens one WebSocket of the local
 * gateway, which runs the same socket handler as API Gateway; the stream poller runs the same
 * stream handler over DynamoDB Local's stream, and it posts through the local management API.
 */
/** Two approved clients for the whole file: each registration costs two password hashes. */
let client: Awaited<ReturnType<typeof newClient>>;
let other: Awaited<ReturnType<typeof newClient>>;
beforeAll(async () => {
  useFunctionsEnv();
  [client, other] = await Promise.all([newClient(), newClient()]);
});

const ticketOf = async (token: string) => {
  const res = await call('POST', '/api/push/ticket', { token });
  expect(res.status).toBe(200);
  return pushTicketSchema.parse(res.body);
};

const connections = async (userId: string) => (await import('@app/functions/push/push-connection-query-repository')).userConnectionIds(userId);

interface OpenSocket {
  ws: WebSocket;
  /** Every topic received so far, each message validated by the protocol's schema. */
  topics: string[];
  messages: number;
  waitFor(...topics: string[]): Promise<void>;
  close(): Promise<void>;
}

/** Opens `${url}?ticket=…`: the open socket, or the HTTP status the upgrade was answered with. */
function openSocket(address: string): Promise<OpenSocket | { refused: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(address);
    ws.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ refused: res.statusCode ?? 0, body }));
    });
    ws.once('error', reject);
    ws.once('open', () => {
      const socket: OpenSocket = {
        ws,
        topics: [],
        messages: 0,
        waitFor: (...topics) => eventually(() => topics.every((t) => socket.topics.includes(t)), `topics ${topics.join(', ')} in ${socket.topics.join(', ')}`),
        close: () => new Promise((done) => (ws.once('close', () => done()), ws.close())),
      };
      ws.on('message', (data) => {
        socket.messages++;
        socket.topics.push(...pushMessageSchema.parse(JSON.parse(String(data))).moved);
      });
      resolve(socket);
    });
  });
}

const withTicket = ({ url, ticket }: PushTicket) => `${url}?ticket=${encodeURIComponent(ticket)}`;

async function connect(token: string): Promise<OpenSocket> {
  const socket = await openSocket(withTicket(await ticketOf(token)));
  if ('refused' in socket) throw new Error(`socket refused: ${socket.refused}`);
  return socket;
}

const refusal = async (address: string) => {
  const result = await openSocket(address);
  if (!('refused' in result)) {
    await result.close();
    return { refused: 101, body: '' };
  }
  return result;
};

describe('POST /api/push/ticket', () => {
  it('answers a random single-use ticket and the socket URL of the gateway it was called through', async () => {
    const [first, second] = [await ticketOf(client.token), await ticketOf(client.token)];
    expect(first.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.ticket).not.toBe(second.ticket);
    expect(first.expires_in).toBe(30);
    expect(first.url).toMatch(/^ws:\/\/localhost:\d+\/ws$/);
    // Only its SHA-256 is stored.
    const { pushTicketEntity } = await import('@app/functions/push/push-ticket-record');
    const hash = createHash('sha256').update(first.ticket).digest('hex');
    expect(await pushTicketEntity.get(hash)).toMatchObject({ user_id: client.id, role: 'client' });
    expect(await pushTicketEntity.get(first.ticket)).toBeUndefined();
  });

  it('is refused without a session', async () => {
    expect((await call('POST', '/api/push/ticket')).status).toBe(401);
    expect((await call('POST', '/api/push/ticket', { token: await asAdmin() })).status).toBe(200);
  });
});

describe('the WebSocket', () => {
  it('opens once per ticket: a second use, an unknown, an expired or no ticket is answered 401', async () => {
    const ticket = await ticketOf(client.token);
    const socket = await openSocket(withTicket(ticket));
    expect('refused' in socket).toBe(false);
    const again = await refusal(withTicket(ticket));
    expect(again.refused).toBe(401);
    expect(JSON.parse(again.body)).toEqual({ detail: 'Ticket de connexion invalide ou expiré' });
    expect((await refusal(withTicket({ ...ticket, ticket: 'x'.repeat(43) }))).refused).toBe(401);
    expect((await refusal(ticket.url)).refused).toBe(401);
    // A ticket stored as POST /api/push/ticket does, a second past its expiry (the TTL removes it later).
    const { storeTicket } = await import('@app/functions/push/push-ticket-repository');
    const expired = 'e'.repeat(43);
    await storeTicket({ hash: createHash('sha256').update(expired).digest('hex'), user_id: client.id, role: 'client', expires_at: Math.floor(Date.now() / 1000) - 1 });
    expect((await refusal(withTicket({ ...ticket, ticket: expired }))).refused).toBe(401);
    expect(await connections(client.id)).toHaveLength(1);
    if (!('refused' in socket)) await socket.close();
  });

  it('is recorded while open and forgotten at its close', async () => {
    await eventually(async () => (await connections(client.id)).length === 0, 'earlier sockets forgotten');
    const socket = await connect(client.token);
    expect(await connections(client.id)).toHaveLength(1);
    await socket.close();
    await eventually(async () => (await connections(client.id)).length === 0, 'connection item removed');
  });
});

describe('what the stream pushes', () => {
  let admin: string;
  let order: { id: string };
  beforeAll(async () => {
    admin = await asAdmin();
    ({ order } = await createOrder(client.token));
  });

  it("tells an order's client and the administrators what moved, and no other client", async () => {
    const [mine, theirs, admins] = [await connect(client.token), await connect(other.token), await connect(admin)];
    await setStatus(order.id, 'termine');
    // The status moves the order and the lists; its notification moves the client's change feed.
    await mine.waitFor('orders', `order:${order.id}`, 'changes');
    await admins.waitFor('orders', `order:${order.id}`);
    await sleep(200);
    expect(theirs.topics).toEqual([]);
    expect(mine.topics.every((t) => ['orders', `order:${order.id}`, 'changes'].includes(t))).toBe(true);

    // The order chat: the client's message to the administrators, the answer to the client.
    const said = await call('POST', `/api/orders/${order.id}/chat`, { token: client.token, body: { message: 'Bonjour' } });
    expect(said.status).toBe(201);
    await admins.waitFor(`chat:${order.id}`);
    mine.topics.length = 0;
    await call('POST', `/api/orders/${order.id}/chat`, { token: admin, body: { message: 'Bonjour, c’est en cours' } });
    await mine.waitFor(`chat:${order.id}`, 'changes');
    expect(theirs.topics).toEqual([]);
    await Promise.all([mine, theirs, admins].map((s) => s.close()));
  });

  it("tells a client its credits moved (issue 40), and no other client", async () => {
    const [mine, theirs] = [await connect(client.token), await connect(other.token)];
    const moved = await call('POST', `/api/admin/clients/${client.id}/credits/adjustments`, { token: admin, body: { direction: 'credit', amount: 5, reason: 'Geste' } });
    expect(moved.status).toBe(201);
    await mine.waitFor('credits');
    await sleep(200);
    expect(theirs.topics).toEqual([]);
    await Promise.all([mine, theirs].map((s) => s.close()));
  });

  it("tells every open page, clients and administrators, that the workshop's status changed (issue 42)", async () => {
    const [mine, theirs, admins] = [await connect(client.token), await connect(other.token), await connect(admin)];
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const chosen = await call('PUT', '/api/admin/workshop/status', { token: admin, body: { status: 'busy', message: 'Beaucoup de fichiers', until } });
    expect(chosen.status).toBe(200);
    await Promise.all([mine, theirs, admins].map((socket) => socket.waitFor('workshop')));
    expect((await call('DELETE', '/api/admin/workshop/status', { token: admin })).status).toBe(200);
    await Promise.all([mine, theirs, admins].map((s) => s.close()));
  });

  it('forgets a connection whose socket is gone at the next post to it', async () => {
    const live = await connect(client.token);
    const { saveConnection } = await import('@app/functions/push/push-connection-repository');
    const now = Math.floor(Date.now() / 1000);
    await saveConnection({ connection_id: 'gone-socket', user_id: client.id, role: 'client', connected_at: new Date().toISOString(), expires_at: now + 60 });
    expect(await connections(client.id)).toContain('gone-socket');
    await setStatus(order.id, 'en_cours');
    await live.waitFor(`order:${order.id}`);
    await eventually(async () => !(await connections(client.id)).includes('gone-socket'), 'gone connection removed');
    await live.close();
  });
});

describe('the local endpoint, suspended and resumed', () => {
  const server = createServer();
  let sockets: Awaited<ReturnType<typeof import('@app/infra/local/push-sockets')['attachPushSockets']>>;
  let base = '';
  beforeAll(async () => {
    const { attachPushSockets } = await import('@app/infra/local/push-sockets');
    sockets = attachPushSockets(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ws`;
  });
  afterAll(async () => {
    await sockets.stop();
    await new Promise((resolve) => server.close(resolve));
  });

  it('closes every socket and answers 503 until resumed', async () => {
    const address = async () => `${base}?ticket=${(await ticketOf(client.token)).ticket}`;
    const open = await openSocket(await address());
    if ('refused' in open) throw new Error(`refused ${open.refused}`);
    const [id] = [...sockets.connections.keys()];
    expect(await connections(client.id)).toContain(id);
    const closed = new Promise((resolve) => open.ws.once('close', resolve));
    await sockets.suspend();
    await closed;
    // suspend() resolves once every $disconnect has run.
    expect(await connections(client.id)).not.toContain(id);
    expect((await refusal(await address())).refused).toBe(503);
    sockets.resume();
    const back = await openSocket(await address());
    expect('refused' in back).toBe(false);
    if (!('refused' in back)) await back.close();
  });
});

describe('an account disabled', () => {
  it('has its open socket closed and the ticket issued before refused at connect (last: it disables the second client)', async () => {
    const open = await openSocket(withTicket(await ticketOf(other.token)));
    if ('refused' in open) throw new Error(`refused ${open.refused}`);
    await eventually(async () => (await connections(other.id)).length === 1, 'the connection recorded');
    const closed = new Promise((resolve) => open.ws.once('close', resolve));
    const ticket = await ticketOf(other.token);
    await call('PUT', `/api/admin/users/${other.id}/status`, { token: await asAdmin(), body: form({ status: 'disabled' }) });
    await closed;
    await eventually(async () => (await connections(other.id)).length === 0, 'the connection forgotten');
    expect((await refusal(withTicket(ticket))).refused).toBe(401);
  });
});

describe('a pending client (issue 37, decision 035)', () => {
  it('opens a socket while it waits, hears « account » when it is approved, and no token in its enrolment step gets a ticket', async () => {
    const pending = await newClient({ approve: false });
    const socket = await connect(pending.token);
    await eventually(async () => (await connections(pending.id)).length === 1, 'the connection recorded');
    const approved = await call('PUT', `/api/admin/users/${pending.id}/status`, { token: await asAdmin(), body: form({ status: 'approved' }) });
    expect(approved.status).toBe(200);
    await socket.waitFor('account');
    expect(socket.topics).toEqual(['account']);
    await socket.close();

    // A disabled account gets no ticket; a token good only for setting up the second factor neither.
    const { signAccessToken } = await import('@app/functions/lib/auth/tokens');
    const enrolling = await signAccessToken(pending.id, 'client', undefined, true);
    expect(await call('POST', '/api/push/ticket', { token: enrolling })).toMatchObject({ status: 403, body: { detail: 'Activez la double authentification pour continuer' } });
  });

  it('has its socket closed when it is disabled instead', async () => {
    const pending = await newClient({ approve: false });
    const socket = await connect(pending.token);
    await eventually(async () => (await connections(pending.id)).length === 1, 'the connection recorded');
    const closed = new Promise((resolve) => socket.ws.once('close', resolve));
    await call('PUT', `/api/admin/users/${pending.id}/status`, { token: await asAdmin(), body: form({ status: 'disabled' }) });
    await closed;
    expect(socket.topics).toEqual([]);
    expect((await call('POST', '/api/push/ticket', { token: pending.token })).status).toBe(403);
  });
});
