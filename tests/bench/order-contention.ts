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
 * TransactWriteItems that touches an item another transaction in flight holds is cancelled with
 * TransactionConflict (a TransactionCanceledException, as DynamoDB answers), and lib/db/write.ts
 * retries it as in the cloud. The span held is the whole call as the client sees it, longer
 * than DynamoDB's own: conflicts are over-counted, never missed. Attempts are grouped by their
 * first item (the order's own key, the same on every retry). Done when no transaction was
 * retried after more than one conflict. CONTENTION_EMULATE=0 leaves DynamoDB Local alone. A
 * benchmark, not a test: exit 1 when that does not hold or a creation fails.
 */

const CLIENTS = Number(process.env.CONTENTION_CLIENTS ?? 50);
const CREATIONS = Number(process.env.CONTENTION_CREATIONS ?? 50);
const ROUNDS = Number(process.env.CONTENTION_ROUNDS ?? 3);
const EMULATE = process.env.CONTENTION_EMULATE !== '0';

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

/** Conflicting attempts per transaction (by its first item) and per item kind. */
function watchConflicts() {
  const attempts = new Map<string, { conflicts: number; written: boolean }>();
  const hot = new Map<string, number>();
  const held = new Set<string>();
  const count = (items: readonly string[], codes: readonly (string | undefined)[]) => {
    const entry = attempts.get(items[0] ?? '') ?? { conflicts: 0, written: false };
    attempts.set(items[0] ?? '', entry);
    const conflicted = items.filter((_, i) => codes[i] === 'TransactionConflict');
    if (conflicted.length) entry.conflicts++;
    for (const id of conflicted) hot.set(kindOf(id), (hot.get(kindOf(id)) ?? 0) + 1);
    return entry;
  };
  db().middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName !== 'TransactWriteItemsCommand') return next(args);
      const items = ((args.input as { TransactItems?: TransactItem[] }).TransactItems ?? []).map(itemOf);
      const busy = new Set(items.filter((id) => EMULATE && held.has(id)));
      if (busy.size) {
        const error = conflictError(items, busy);
        count(items, error.CancellationReasons.map((r) => r.Code));
        throw error;
      }
      for (const id of items) held.add(id);
      try {
        const result = await next(args);
        count(items, []).written = true;
        return result;
      } catch (error) {
        count(items, ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map((r) => r?.Code));
        throw error;
      } finally {
        for (const id of items) held.delete(id);
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
  const login = async (email: string, password: string) => (await call('POST', '/api/auth/login', { email, password })).body.access_token as string;
  try {
    const admin = await login(ADMIN.email, ADMIN.password);
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, i) => {
        const input = { first_name: 'Bench', last_name: `Client ${i}`, company_name: `Garage ${i}`, address: 'x', phone: 'x', email: `contention-${i}@bench.local`, password: 'Bench-Client-Password-1' };
        const created = await call('POST', '/api/auth/register', input);
        await call('PUT', `/api/admin/users/${created.body.id}/status`, { status: 'approved' }, admin);
        return login(input.email, input.password);
      }),
    );
    const upload = async (token: string) => {
      const ticket = (await call('POST', '/api/uploads', { filename: 'ecu.bin', size: 16 * 1024, purpose: 'order' }, token)).body;
      const put = await fetch(ticket.url, { method: 'PUT', headers: ticket.headers, body: new Blob([randomBytes(16 * 1024)]) });
      if (!put.ok) throw new Error(`upload: ${put.status}`);
      return { token, key: ticket.key as string };
    };
    const watch = watchConflicts();
    const rows = [];
    let failed = 0;
    let retriedTwice = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const uploads = await Promise.all(Array.from({ length: CREATIONS }, (_, i) => upload(clients[i % CLIENTS]!)));
      watch.reset();
      const statuses = await Promise.all(uploads.map(async ({ token, key }) => (await call('POST', '/api/orders', { ...VEHICLE, upload_key: key }, token)).status));
      const { transactions, hot } = watch.read();
      const conflicted = transactions.filter((t) => t.conflicts > 0);
      const twice = transactions.filter((t) => t.conflicts > 1).length;
      failed += statuses.filter((s) => s !== 201).length;
      retriedTwice += twice;
      rows.push({
        round,
        creations: CREATIONS,
        created: statuses.filter((s) => s === 201).length,
        transactions: transactions.length,
        conflicts: conflicted.reduce((sum, t) => sum + t.conflicts, 0),
        conflicted_txns: conflicted.length,
        retried_over_once: twice,
        max_per_txn: Math.max(0, ...transactions.map((t) => t.conflicts)),
        hot_items: [...hot].sort((a, b) => b[1] - a[1]).map(([item, n]) => `${item} ${n}`).join(', ') || '-',
      });
    }
    console.log(`${ROUNDS} rounds of ${CREATIONS} concurrent order creations across ${CLIENTS} clients; conflicts: TransactWriteItems attempts cancelled by TransactionConflict (${EMULATE ? "DynamoDB's rule applied by the bench" : 'DynamoDB Local alone'})`);
    console.log(textTable(rows));
    const ok = failed === 0 && retriedTwice === 0;
    console.log(ok ? 'OK: no transaction conflict retried more than once' : `NOT MET: ${retriedTwice} transactions retried after more than one conflict, ${failed} creations failed`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await stack.stop();
  }
}

await main();
