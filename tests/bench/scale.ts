import { fork, type ChildProcess } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { round, type CallResult } from './http-probe';
import { textTable } from './text-table';
import type { ScenarioSetup, WorkerCommand, WorkerReply } from './scale-worker';

/**
 * `npm run bench:scale`: do the order lists, the dashboard counters and the polls stay as fast
 * and as cheap with 20,000 orders as with 200? Each scenario is a Node process of its own
 * (scale-worker.ts) on a fresh in-memory local stack: 20 approved clients created through the
 * API, the orders' items written in batches as insertOrder writes them, then their counters by
 * the nightly recount's repair (BENCH_SEED=insert: each order through insertOrder, the order and
 * its counters in one transaction, hours for 20,000 on a loaded machine). Then each call goes through the local gateway: latency at concurrency 4 and
 * response bytes, the two scenarios taking turns in short rounds so that both see the same load
 * of the machine; and, one call at a time, the DynamoDB requests and capacity units it costs
 * (SDK middleware on the functions' client). A benchmark, not a test: exit 0 unless a scenario
 * fails. A rare-term search (one registration, the measured client's oldest order) reports how
 * many calls find it. `-- --orders 200` runs one scenario, `-- --orders 500,5000` other sizes; BENCH_WARMUP
 * (warm-up calls per call, 5) and BENCH_SEED_CONCURRENCY (inserts in flight, 16) tune the run.
 */

const SCENARIOS = [200, 20_000];
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const REQUESTS = 100;
const CONCURRENCY = 4;
const ROUNDS = 10;
const COUNTED = 5;
const MB = 1024 * 1024;

interface Worker {
  orders: number;
  run: <T>(command: WorkerCommand, ...args: unknown[]) => Promise<T>;
  child: ChildProcess;
}

function startWorker(orders: number): Worker {
  const child = fork(fileURLToPath(new URL('./scale-worker.ts', import.meta.url)), [], { stdio: 'inherit', serialization: 'advanced' });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  child.on('message', (reply: WorkerReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if ('error' in reply) waiting?.reject(new Error(`scenario ${orders}: ${reply.error}`));
    else waiting?.resolve(reply.result);
  });
  child.on('exit', (code) => {
    for (const waiting of pending.values()) waiting.reject(new Error(`scenario ${orders}: worker exited (code ${code})`));
    pending.clear();
  });
  return {
    orders,
    child,
    run: <T>(command: WorkerCommand, ...args: unknown[]) =>
      new Promise<T>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ id, command, args });
      }),
  };
}

// ---------------------------------------------------------------- tables

const statusText = (r: CallResult) =>
  Object.entries(r.statuses)
    .map(([status, n]) => (n === 0 || Object.keys(r.statuses).length === 1 ? status : `${status}×${n}`))
    .join(' ');
const unexpected = (r: CallResult) => Object.keys(r.statuses).some((s) => /^\d+$/.test(s) && Number(s) !== r.expected);
const num = (n: number) => (Number.isNaN(n) ? 'n/a' : n);

function scenarioTable(results: CallResult[], authRequests: number): string {
  return textTable(
    results.map((r) => ({
      call: r.call,
      status: statusText(r) + (unexpected(r) ? ` (expected ${r.expected})` : ''),
      'p50 ms': num(r.p50),
      'p99 ms': num(r.p99),
      'max bytes': num(r.maxBytes),
      orders: r.items ?? '',
      'DDB req': num(r.requests),
      'beyond auth': num(round(r.requests - authRequests, 2)),
      RCU: num(r.rcu),
      WCU: num(r.wcu),
      'DDB calls': r.commands,
    })),
  );
}

function flagsOf(small: CallResult, large: CallResult, authRequests: number, sizes: [number, number]): string[] {
  const flags: string[] = [];
  const ratio = large.p50 / small.p50;
  if (ratio > 1.2) flags.push(`ratio ${ratio.toFixed(2)} > 1.2`);
  if (Math.max(small.maxBytes, large.maxBytes) > MB) flags.push('bytes > 1 MB');
  if (large.counterRead && Math.max(small.requests, large.requests) - authRequests > 2) flags.push('> 2 DDB requests beyond auth');
  for (const [r, size] of [[small, sizes[0]], [large, sizes[1]]] as const) if (unexpected(r)) flags.push(`HTTP ${statusText(r)} at ${size}`);
  return large.informational ? flags.map((f) => `(info) ${f}`) : flags;
}

function comparisonTable(small: { orders: number; calls: CallResult[] }, large: { orders: number; calls: CallResult[] }, authRequests: number): string {
  const pair = (a: number, b: number) => (Number.isNaN(a) && Number.isNaN(b) ? 'n/a' : a === b ? String(a) : `${a} / ${b}`);
  return textTable(
    small.calls.map((s, i) => {
      const l = large.calls[i]!;
      const ratio = l.p50 / s.p50;
      return {
        call: s.call,
        [`p50 ms @${small.orders}`]: num(s.p50),
        [`p50 ms @${large.orders}`]: num(l.p50),
        ratio: Number.isFinite(ratio) ? round(ratio, 2) : 'n/a',
        'max bytes': Number.isNaN(l.maxBytes) ? 'n/a' : Math.max(s.maxBytes, l.maxBytes),
        orders: s.items === undefined && l.items === undefined ? '' : pair(s.items ?? NaN, l.items ?? NaN),
        'DDB req/call': pair(s.requests, l.requests),
        'RCU/call': pair(s.rcu, l.rcu),
        flags: flagsOf(s, l, authRequests, [small.orders, large.orders]).join('; ') || 'ok',
      };
    }),
  );
}

// ---------------------------------------------------------------- run

const only = process.argv.indexOf('--orders');
const sizes = only >= 0 ? String(process.argv[only + 1]).split(',').map(Number) : SCENARIOS;
const workers: Worker[] = [];
const load = () => `${loadavg()[0]!.toFixed(1)} on ${cpus().length} CPUs`;
let failed = false;
try {
  const setups: ScenarioSetup[] = [];
  // Seeding one scenario after the other, so that each seeding time is its own.
  for (const orders of sizes) {
    const worker = startWorker(orders);
    workers.push(worker);
    setups.push(await worker.run<ScenarioSetup>('setup', orders));
  }
  const calls = setups[0]!.calls;
  console.log(`\nMeasuring ${calls.length} calls in ${sizes.join(' and ')}-order stacks (load average ${load()})...`);
  for (const worker of workers) await worker.run('warmUp', WARMUP);
  for (let r = 0; r < ROUNDS; r++) {
    for (let i = 0; i < calls.length; i++) {
      // Both scenarios in turn, in alternating order, a slice of each call's timed requests.
      for (const worker of r % 2 ? [...workers].reverse() : workers) await worker.run('timed', i, REQUESTS / ROUNDS, CONCURRENCY);
    }
  }
  for (const worker of workers) await worker.run('counted', COUNTED);
  const results = await Promise.all(workers.map((w) => w.run<CallResult[]>('results')));
  console.log(`... done (load average ${load()}).`);

  const authOf = (calls: CallResult[]) => calls[0]!.requests;
  results.forEach((calls, i) => {
    console.log(`\nScenario: ${setups[i]!.orders} orders over ${setups[i]!.clients} clients. ${setups[i]!.seeding}\n`);
    console.log(scenarioTable(calls, authOf(calls)));
  });
  if (results.length === 2) {
    const [small, large] = [
      { orders: sizes[0]!, calls: results[0]! },
      { orders: sizes[1]!, calls: results[1]! },
    ];
    const auth = authOf(large.calls);
    console.log(`\nComparison: ${small.orders} vs ${large.orders} orders`);
    console.log(
      [
        `p50/p99: ${REQUESTS} requests per call at concurrency ${CONCURRENCY} after ${WARMUP} warm-up calls, the two stacks taking turns in ${ROUNDS} rounds.`,
        `DynamoDB requests and RCU per HTTP call: measured one call at a time (mean of ${COUNTED}), the authentication's read of the user item included (GET /api/auth/me costs ${auth}).`,
        'max bytes: the largest body of either scenario; orders: orders in the answer (lists) in each scenario.',
        'Flags: p50 ratio > 1.2, bytes > 1 MB, stats/balance > 2 DynamoDB requests beyond authentication, unexpected HTTP status. (info): the search call.',
        'search one registration: the plate of the measured client\'s oldest order, answered from the lookup index (decision 017); the calls it takes are in each scenario\'s header.',
      ].join('\n') + '\n',
    );
    console.log(comparisonTable(small, large, auth));
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await Promise.all(workers.map((w) => (w.child.exitCode === null ? w.run('stop').catch(() => w.child.kill()) : undefined)));
}
process.exit(failed ? 1 : 0);
