import { randomBytes } from 'node:crypto';
import { db } from '@app/functions/lib/db/client';
import { startLocalStack } from '@app/infra/local/stack';
import { textTable } from './text-table';

/**
 * `npm run bench:contention`: do concurrent order creations conflict with each other? A fresh
 * in-memory local stack, CLIENTS approved clients, then ROUNDS rounds of CREATIONS creations
 * across the clients at once, each as the SPA does it (POST /api/uploads, PUT to S3, POST
 * /api/orders with the upload key), the uploads done first so that the creations meet.
 * DynamoDB Local runs transactions one after the other and never answers TransactionConflict,
 * so an SDK middleware on the functions' client applies DynamoDB's rule itself: a
 * TransactWriteItems that touches an item another transaction holds is cancelled with
 * TransactionConflict (a TransactionCanceledException, as DynamoDB answers), and lib/db/write.ts
 * retries it as in the cloud. A transaction holds its items CONTENTION_HOLD_MS from when it is
 * sent (30 ms, above DynamoDB's usual transaction latency); 0 holds them for the whole call as
 * the client sees it, which counts DynamoDB Local's own queue as held (far more conflicts than
 * the cloud would have). Attempts are grouped by their first item (the order's own key, the
 * same on every retry). Done when no transaction was retried after more than one conflict; the
 * counters' share (COUNTERS items) is shown apart. CONTENTION_EMULATE=0 leaves DynamoDB Local
 * alone; CONTENTION_ONLY=COUNTERS applies the rule to the counter items only. A benchmark, not
 * a test: exit 1 when that does not hold or a creation fails (a 500 here is the local
 * gateway's 15-s timeout on a loaded machine).
 */

const CLIENTS = Number(process.env.CONTENTION_CLIENTS ?? 50);
const CREATIONS = Number(process.env.CONTENTION_CREATIONS ?? 50);
const ROUNDS = Number(process.env.CONTENTION_ROUNDS ?? 3);
const EMULATE = process.env.CONTENTION_EMULATE !== '0';
const HOLD_MS = Number(process.env.CONTENTION_HOLD_MS ?? 30);
/** Only items whose pk starts with this meet (e.g. COUNTERS: the counters alone, the rest as if never contended). */
const ONLY = process.env.CONTENTION_ONLY ?? '';

type Key = Record<string, unknown>;
interface TransactItem {
  Put?: { Item?: Key };
  Update?: { Key?: Key };
  Delete?: { Key?: Key };
  ConditionCheck?: { Key?: Key };
}

/** A key attribute, marshalled ({ S }) or not. */
const text = (value: unknown) => (value && typeof value === 'object' && 'S' in value ? String(value.S) : String(value));

/** pk|sk of a transaction item. */
function itemOf(item: TransactItem | undefined): string {
  const key = item?.Put?.Item ?? item?.Update?.Key ?? item?.Delete?.Key ?? item?.ConditionCheck?.Key ?? {};
  return `${text(key.pk)}|${text(key.sk)}`;
}
/** Ids shortened so that alike items add up (USER#…|COUNTERS). */
const kindOf = (id: string) => id.replace(/#[0-9a-f-]{36}/g, '#…');

/** What DynamoDB answers a transaction that meets another on the items `conflicted`. */
function conflictError(items: readonly string[], conflicted: ReadonlySet<string>) {
  const error = new Error('Transaction cancelled (bench: conflict with a transaction in flight)');
  return Object.assign(error, {
    name: 'TransactionCanceledException',
    CancellationReasons: items.map((id) => ({ Code: conflicted.has(id) ? 'TransactionConflict' : 'None' })),
  });
}

const isCounter = (id: string) => id.startsWith('COUNTERS|') || id.endsWith('|COUNTERS');

/** Conflicting attempts per transaction (by its first item), those on a counter item, and per item kind. */
function watchConflicts() {
  const attempts = new Map<string, { conflicts: number; onCounters: number; written: boolean }>();
  const hot = new Map<string, number>();
  /** Until when each item is held (performance.now()); Infinity while its transaction is in flight. */
  const held = new Map<string, number>();
  const count = (items: readonly string[], codes: readonly (string | undefined)[]) => {
    const entry = attempts.get(items[0] ?? '') ?? { conflicts: 0, onCounters: 0, written: false };
    attempts.set(items[0] ?? '', entry);
    const conflicted = items.filter((_, i) => codes[i] === 'TransactionConflict');
    if (conflicted.length) entry.conflicts++;
    if (conflicted.some(isCounter)) entry.onCounters++;
    for (const id of conflicted) hot.set(kindOf(id), (hot.get(kindOf(id)) ?? 0) + 1);
    return entry;
  };
  db().middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== 'TransactWriteItemsCommand') return next(args);
      const items = ((args.input as { TransactItems?: TransactItem[] }).TransactItems ?? []).map(itemOf);
      const sent = performance.now();
      const busy = new Set(items.filter((id) => EMULATE && id.startsWith(ONLY) && (held.get(id) ?? 0) > sent));
      if (busy.size) {
        const error = conflictError(items, busy);
        count(items, error.CancellationReasons.map((r) => r.Code));
        throw error;
      }
      for (const id of items) held.set(id, HOLD_MS > 0 ? sent + HOLD_MS : Number.POSITIVE_INFINITY);
      try {
        const result = await next(args);
        count(items, []).written = true;
        return result;
      } catch (error) {
        count(items, ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((r) => r?.Code));
        throw error;
      } finally {
        if (HOLD_MS <= 0) for (const id of items) held.delete(id);
      }
    },
    { step: 'initialize', name: 'benchContention', override: true },
  );
  return {
    reset: () => {
      attempts.clear();
      hot.clear();
    },
    read: () => ({ transactions: [...attempts.values()], hot: new Map(hot) }),
  };
}

const ADMIN = { email: 'bench-admin@bench.local', password: 'Bench-Admin-Password-1' };
const VEHICLE = { vehicle_brand: 'Peugeot', vehicle_model: '308', vehicle_year: '2019', registration: 'AB-123-CD', engine: '1.5 BlueHDi', kilometers: '80000' };

async function main() {
  process.env.LOG_LEVEL = 'SILENT';
  const stack = await startLocalStack({ port: 0, admin: ADMIN, outboxDrainMs: 0 });
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(stack.url + path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json().catch(() => undefined)) as any };
  };
  const login = async (email: string, password: string) => {
    const res = await call('POST', '/api/auth/login', { email, password });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.access_token as string;
  };
  try {
    const admin = await login(ADMIN.email, ADMIN.password);
    // The clients one after the other: the setup is not what is measured.
    const clients: string[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const input = { first_name: 'Bench', last_name: `Client ${i}`, company_name: `Garage ${i}`, address: 'x', phone: 'x', email: `contention-${i}@bench.local`, password: 'Bench-Client-Password-1', acceptTerms: true };
      const created = await call('POST', '/api/auth/register', input);
      const approved = await call('PUT', `/api/admin/users/${created.body?.id}/status`, { status: 'approved' }, admin);
      if (created.status !== 201 || approved.status !== 200) throw new Error(`client ${i}: ${created.status} ${approved.status} ${JSON.stringify(approved.body)}`);
      clients.push(await login(input.email, input.password));
    }
    const upload = async (token: string) => {
      const asked = await call('POST', '/api/uploads', { filename: 'ecu.bin', size: 16 * 1024, purpose: 'order' }, token);
      if (asked.status !== 200) throw new Error(`POST /api/uploads: ${asked.status} ${JSON.stringify(asked.body)}`);
      const ticket = asked.body;
      const put = await fetch(ticket.url, { method: 'PUT', headers: ticket.headers, body: new Blob([randomBytes(16 * 1024)]) });
      if (!put.ok) throw new Error(`upload: ${put.status}`);
      return { token, key: ticket.key as string };
    };
    const watch = watchConflicts();
    const rows = [];
    let failed = 0;
    let retriedTwice = 0;
    let countersTwice = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const uploads = await Promise.all(Array.from({ length: CREATIONS }, (_, i) => upload(clients[i % CLIENTS]!)));
      watch.reset();
      const statuses = await Promise.all(uploads.map(async ({ token, key }) => (await call('POST', '/api/orders', { ...VEHICLE, upload_key: key }, token)).status));
      const { transactions, hot } = watch.read();
      const conflicted = transactions.filter((t) => t.conflicts > 0);
      const twice = transactions.filter((t) => t.conflicts > 1).length;
      const onCounters = transactions.filter((t) => t.onCounters > 1).length;
      const refused = statuses.filter((s) => s !== 201);
      failed += refused.length;
      retriedTwice += twice;
      countersTwice += onCounters;
      rows.push({
        round,
        creations: CREATIONS,
        created: statuses.length - refused.length,
        refused: [...new Set(refused)].map((status) => `${status}×${refused.filter((s) => s === status).length}`).join(' ') || '-',
        transactions: transactions.length,
        conflicts: conflicted.reduce((sum, t) => sum + t.conflicts, 0),
        conflicted_txns: conflicted.length,
        retried_over_once: twice,
        max_per_txn: Math.max(0, ...transactions.map((t) => t.conflicts)),
        on_counters: transactions.reduce((sum, t) => sum + t.onCounters, 0),
        counters_over_once: onCounters,
        hot_items: [...hot].sort((a, b) => b[1] - a[1]).map(([item, n]) => `${item} ${n}`).join(', ') || '-',
      });
    }
    console.log(`${ROUNDS} rounds of ${CREATIONS} concurrent order creations across ${CLIENTS} clients; conflicts: TransactWriteItems attempts cancelled by TransactionConflict (${EMULATE ? `DynamoDB's rule applied by the bench${ONLY ? ` to ${ONLY}… items` : ''}, items held ${HOLD_MS > 0 ? `${HOLD_MS} ms` : 'for the whole call'}` : 'DynamoDB Local alone'})`);
    console.log(textTable(rows));
    const ok = failed === 0 && retriedTwice === 0;
    console.log(ok ? 'OK: no transaction conflict retried more than once' : `NOT MET: ${retriedTwice} transactions retried after more than one conflict, ${failed} creations failed`);
    console.log(`On counter items: ${countersTwice} transactions retried after more than one conflict there`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await stack.stop();
  }
}

await main();
