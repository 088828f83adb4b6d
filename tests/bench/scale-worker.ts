import { startLocalStack } from '@app/infra/local/stack';
import { attachDynamoMeter } from './dynamo-meter';
import { httpProbe, skippedResult, type CallResult, type Probe } from './http-probe';
import { batchSeedOrders, makeOrders, seedOrders, type SeedClient } from './scale-orders';

/** The order rate of every scenario: 20,000 orders a year. */
const ORDERS_PER_DAY = 20_000 / 365;

/**
 * One scenario of `npm run bench:scale`, in its own Node process (forked by scale.ts): the
 * functions keep their environment and DynamoDB client for the life of the process, so a fresh
 * stack needs a fresh process. Driven over IPC by scale.ts: `setup` starts an in-memory local
 * stack, creates the clients through the API and seeds the orders through the repositories;
 * then `warmUp`, `timed` (one call, some requests), `counted` and `results`; `stop`.
 */

const CLIENTS = 20;
const SEED_CONCURRENCY = Number(process.env.BENCH_SEED_CONCURRENCY ?? 16);
/** `insert`: every order through insertOrder (its counters in its transaction); `batch` (default): the items in batches, then the recount. */
const SEED_MODE = process.env.BENCH_SEED === 'insert' ? 'insert' : 'batch';
const SEARCH_BRAND = 'Toyota';

export interface ScenarioSetup {
  orders: number;
  clients: number;
  seeding: string;
  calls: string[];
}

interface CallDef {
  call: string;
  path: string;
  as: 'client' | 'admin';
  headers?: Record<string, string>;
  expected?: number;
  informational?: boolean;
  counterRead?: boolean;
}
type Skipped = { call: string; skipped: string };

interface Scenario {
  setup: ScenarioSetup;
  probes: (Probe | Skipped)[];
  meter: ReturnType<typeof attachDynamoMeter>;
  relogin: () => Promise<void>;
  stop: () => Promise<void>;
}

async function setUp(orderCount: number): Promise<Scenario> {
  process.env.LOG_LEVEL = 'SILENT';
  const admin = { email: 'bench-admin@bench.local', password: 'Bench-Admin-Password-1' };
  const log = (text: string) => console.log(`[${orderCount} orders] ${text}`);
  const startedStack = performance.now();
  const stack = await startLocalStack({ port: 0, admin });
  log(`local stack up in ${((performance.now() - startedStack) / 1000).toFixed(1)} s (${stack.url})`);
  const url = stack.url;
  const send = (path: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}) =>
    fetch(url + path, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
  const json = async (res: Response, what: string) => {
    if (!res.ok) throw new Error(`${what}: HTTP ${res.status} ${await res.text()}`);
    return res.json();
  };
  const login = async (email: string, password: string) =>
    (await json(await send('/api/auth/login', { method: 'POST', body: { email, password } }), `login ${email}`)).access_token as string;

  try {
    // Clients through the API: register, then approved by the administrator.
    const startedClients = performance.now();
    const adminToken = await login(admin.email, admin.password);
    const clients: (SeedClient & { email: string; password: string })[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const account = {
        first_name: `Prénom${i + 1}`,
        last_name: `Garage${i + 1}`,
        company_name: `Garage Bench ${i + 1} SARL`,
        address: `${i + 1} rue du Banc, 69000 Lyon`,
        phone: `04 78 00 00 ${String(i).padStart(2, '0')}`,
        email: `client${i + 1}@bench.local`,
        password: `Bench-Client-Password-${i + 1}`,
        acceptTerms: true,
      };
      const created = await json(await send('/api/auth/register', { method: 'POST', body: account }), 'register');
      await json(await send(`/api/admin/users/${created.id}/status`, { method: 'PUT', token: adminToken, body: { status: 'approved' } }), 'approve');
      // Uneven shares, as in life: the first client (the one measured) is the busiest garage, with
      // about a third of the orders, so that even at 200 orders its list fills a page.
      const weight = i === 0 ? 3 : 1 / Math.sqrt(i + 1);
      clients.push({ id: created.id, name: `${account.first_name} ${account.last_name}`, company: account.company_name, weight, email: account.email, password: account.password });
    }
    log(`${CLIENTS} clients registered and approved through the API in ${((performance.now() - startedClients) / 1000).toFixed(1)} s`);

    // Orders through the repositories, at the same rate in every scenario (20,000 a year): a
    // scenario is the same business with a longer history, so its work queue (the orders of the
    // last days) is the same size and only the history differs.
    const orders = makeOrders(orderCount, clients, Date.now(), orderCount / ORDERS_PER_DAY);
    const startedSeed = performance.now();
    const progress = (done: number) => log(`  ${done} / ${orderCount} orders written`);
    let seeding: string;
    if (SEED_MODE === 'insert') {
      const { retries } = await seedOrders(orders, SEED_CONCURRENCY, progress);
      const seedSeconds = (performance.now() - startedSeed) / 1000;
      seeding =
        `${orderCount} orders seeded with insertOrder (order + counters in one TransactWrite each), ${SEED_CONCURRENCY} in flight: ` +
        `${seedSeconds.toFixed(1)} s (${Math.round(orderCount / seedSeconds)} orders/s, ${retries} retries after transaction conflicts)`;
    } else {
      await batchSeedOrders(orders, SEED_CONCURRENCY, (items) => log(`  ${items} items written`));
      const written = (performance.now() - startedSeed) / 1000;
      const { recountCounters } = await import('@app/functions/order-data/counters/recount');
      const repaired = (await recountCounters({ fix: true })).length;
      seeding =
        `${orderCount} orders seeded with BatchWriteItem (order and lookup items as insertOrder writes them), ${SEED_CONCURRENCY} calls in flight: ` +
        `${written.toFixed(1)} s; then their counters by the nightly recount's repair (${repaired} counters set): ${((performance.now() - startedSeed) / 1000 - written).toFixed(1)} s`;
    }
    log(seeding);
    const byStatus: Record<string, number> = {};
    for (const order of orders) byStatus[order.status] = (byStatus[order.status] ?? 0) + 1;
    const measured = clients[0]!;
    const ownOrders = orders.filter((o) => o.client_id === measured.id).length;
    log(`statuses: ${JSON.stringify(byStatus)}; measured client has ${ownOrders} orders`);

    const tokens = { admin: await login(admin.email, admin.password), client: await login(measured.email, measured.password) };
    // Tokens live 30 minutes: the measurement starts with fresh ones (the other scenario may have seeded for long).
    const relogin = async () => {
      tokens.admin = await login(admin.email, admin.password);
      tokens.client = await login(measured.email, measured.password);
    };
    const meter = attachDynamoMeter();

    // What the calls need from earlier answers: an order id, a cursor, ETags.
    const clientFirst = await send('/api/orders?limit=50', { token: tokens.client });
    const clientOrders = (await json(clientFirst, 'client list')) as { id: string }[];
    const adminFirst = await send('/api/orders?limit=50', { token: tokens.admin });
    await json(adminFirst, 'admin list');
    const cursor = adminFirst.headers.get('x-next-cursor');
    const adminEtag = adminFirst.headers.get('etag');
    const clientEtag = clientFirst.headers.get('etag');
    const orderId = clientOrders[0]?.id ?? orders.find((o) => o.client_id === measured.id)?.id ?? orders[0]!.id;
    if (!cursor) log('no X-Next-Cursor on the first page of GET /api/orders?limit=50 (admin): second page not measured');

    // A rare term: the plate of the measured client's oldest order (the last a bounded read would
    // reach), one of a kind; how many calls, following X-Next-Cursor, find it.
    const plateOf = (o: { registration: string }) => o.registration.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
    const plates = new Map<string, number>();
    for (const o of orders) plates.set(plateOf(o), (plates.get(plateOf(o)) ?? 0) + 1);
    const own = orders.filter((o) => o.client_id === measured.id && plates.get(plateOf(o)) === 1);
    const rare = own.reduce((a, b) => (b.created_at < a.created_at ? b : a));
    const rareSearch = `/api/orders?q=${encodeURIComponent(rare.registration)}&limit=50`;
    const rareCalls: Record<'client' | 'admin', number> = { client: 0, admin: 0 };
    for (const as of ['client', 'admin'] as const) {
      let next: string | null = null;
      let found = false;
      do {
        const res = await send(next ? `${rareSearch}&cursor=${encodeURIComponent(next)}` : rareSearch, { token: tokens[as] });
        const page = (await json(res, 'rare search')) as { id: string }[];
        rareCalls[as]++;
        found = page.some((o) => o.id === rare.id);
        next = res.headers.get('x-next-cursor');
      } while (!found && next);
      if (!found) throw new Error(`rare search: ${rare.registration} not found by the ${as}`);
    }
    const rareNote = `Rare-term search (plate ${rare.registration}, the measured client's oldest order): found in ${rareCalls.client} call(s) by the client, ${rareCalls.admin} by the administrator.`;
    log(rareNote);

    const calls: (CallDef | Skipped)[] = [
      { call: 'GET /api/auth/me (auth baseline)', path: '/api/auth/me', as: 'client' },
      { call: 'client list ?limit=50', path: '/api/orders?limit=50', as: 'client' },
      { call: 'admin to-process ?status=en_attente,en_cours&limit=50', path: '/api/orders?status=en_attente,en_cours&limit=50', as: 'admin' },
      { call: 'admin all ?limit=50', path: '/api/orders?limit=50', as: 'admin' },
      cursor
        ? { call: 'admin all, second page (cursor)', path: `/api/orders?limit=50&cursor=${encodeURIComponent(cursor)}`, as: 'admin' }
        : { call: 'admin all, second page (cursor)', skipped: 'no X-Next-Cursor' },
      { call: 'GET /api/admin/stats', path: '/api/admin/stats', as: 'admin', counterRead: true },
      { call: 'GET /api/client/balance', path: '/api/client/balance', as: 'client', counterRead: true },
      { call: 'GET /api/order-counts (client)', path: '/api/order-counts', as: 'client' },
      { call: 'GET /api/order-counts (admin)', path: '/api/order-counts', as: 'admin' },
      { call: 'GET /api/orders/{id} (client)', path: `/api/orders/${orderId}`, as: 'client' },
      clientEtag
        ? { call: 'client poll unchanged (If-None-Match)', path: '/api/orders?limit=50', as: 'client', headers: { 'if-none-match': clientEtag }, expected: 304 }
        : { call: 'client poll unchanged (If-None-Match)', skipped: 'n/a (no ETag sent)' },
      adminEtag
        ? { call: 'admin poll unchanged (If-None-Match)', path: '/api/orders?limit=50', as: 'admin', headers: { 'if-none-match': adminEtag }, expected: 304 }
        : { call: 'admin poll unchanged (If-None-Match)', skipped: 'n/a (no ETag sent)' },
      { call: 'search one registration ?q=<plate>&limit=50 (client)', path: rareSearch, as: 'client' },
      { call: 'search one registration ?q=<plate>&limit=50 (admin)', path: rareSearch, as: 'admin' },
      { call: `search ?q=${SEARCH_BRAND}&limit=50 (admin, info)`, path: `/api/orders?q=${encodeURIComponent(SEARCH_BRAND)}&limit=50`, as: 'admin', informational: true },
    ];

    const probes = calls.map((def) =>
      'skipped' in def ? def : httpProbe(def, () => send(def.path, { token: tokens[def.as], headers: def.headers })),
    );
    return { setup: { orders: orderCount, clients: CLIENTS, seeding: `${seeding}\n${rareNote}`, calls: calls.map((c) => c.call) }, probes, meter, relogin, stop: stack.stop };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

// ---------------------------------------------------------------- IPC with scale.ts

let scenario: Scenario | undefined;
const current = () => {
  if (!scenario) throw new Error('setup first');
  return scenario;
};
const live = (index?: number) =>
  current().probes.filter((p, i): p is Probe => !('skipped' in p) && (index === undefined || i === index));

const handlers = {
  setup: async (orders: number) => (scenario = await setUp(orders)).setup,
  warmUp: async (calls: number) => {
    await current().relogin();
    for (const p of live()) await p.warmUp(calls);
  },
  timed: async (index: number, requests: number, concurrency: number) => {
    for (const p of live(index)) await p.timed(requests, concurrency);
  },
  counted: async (calls: number) => {
    for (const p of live()) await p.counted(calls, current().meter);
  },
  results: async (): Promise<CallResult[]> => current().probes.map((p) => ('skipped' in p ? skippedResult(p.call, p.skipped) : p.result())),
  stop: async () => {
    await scenario?.stop();
    scenario = undefined;
  },
};
export type WorkerCommand = keyof typeof handlers;
export interface WorkerRequest {
  id: number;
  command: WorkerCommand;
  args: unknown[];
}
export type WorkerReply = { id: number; result: unknown } | { id: number; error: string };

process.on('message', async ({ id, command, args }: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = { id, result: await (handlers[command] as (...a: unknown[]) => Promise<unknown>)(...args) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  process.send?.(reply, () => {
    if (command === 'stop') process.exit(0);
  });
});
