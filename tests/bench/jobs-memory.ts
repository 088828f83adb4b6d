import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCAL_FILES_BUCKET, startLocalStack } from '@app/infra/local/stack';
import { createUser } from '@app/functions/users/user-repository';
import { jobs as registryJobs } from '@app/functions/jobs/registry';
import { STOP_MARGIN_MS } from '@app/functions/jobs/job-clock';
import { BUSINESS_SHARE } from '@app/functions/jobs/recount-counters';
import type { BenchJob, ChildReport } from './jobs-memory-child';
import { batchSeedOrders, inFlight, makeOrders, type SeedClient } from './scale-orders';
import { textTable } from './text-table';

/**
 * `npm run bench:jobs`: do the nightly jobs hold at 1.2 M orders (issue 38, decision 037)? An
 * in-memory local stack (its s3rver folder in a temporary folder of its own), CLIENTS approved
 * clients (createUser) and ORDERS orders (BENCH_ORDERS, default 100,000; BENCH_ORDERS=5000 for a
 * smoke run), one file per order under `orders/{id}/`, orphan folders (orders that do not
 * exist) and uploads, two days old, plus a few recent uploads. Then each job runs as its Lambda
 * would: in a Node process of its own with a 256 MB heap (jobs-memory-child.ts samples its heap
 * every 50 ms) and a Lambda clock of its registry timeout, run after run until it finishes (a
 * checkpointed job stops near the timeout and the next run resumes). The recount runs twice: the
 * first repairs the counters of the seeded orders, the second must find them right; between
 * them its business-wide walk runs alone, to time the part that must fit in half a run.
 * Prints seed times, runs, time and peak heap per job, the time per 100,000 orders and its
 * linear extrapolation to 1.2 M (with the runs that takes); exits 1 when a job fails, the second
 * recount finds drift, or a purge deletes other than the orphans and stale uploads.
 *
 * The orders are written with batchSeedOrders (scale-orders.ts: their own items and lookup items
 * as insertOrder puts them, BatchWriteItem through the SDK, without their counters); the counters
 * come from the first recount, which is the nightly job's own repair.
 * `-- --orders 5000 --clients 200` runs a smaller size, `--jobs recount-counters,apply-retention` some jobs only, `--concurrency 8` seeds with fewer writes in flight.
 *
 * The objects are written with s3rver's own store (what a PutObject ends in) rather than over
 * HTTP: s3rver takes a PUT at a few dozen a second here (it creates every folder level and
 * three files per object), so 100,000 would take most of an hour. Their age is set on the
 * file, which is what s3rver answers as Last-Modified.
 */

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const ORDERS = option('--orders', Number(process.env.BENCH_ORDERS ?? 100_000));
const CLIENTS = option('--clients', Math.min(2_000, Math.max(50, Math.round(ORDERS / 50))));
/** The size the extrapolation aims at: a year of the large case (100,000 orders a month). */
const YEAR_ORDERS = 1_200_000;
/** Runs of one job at most before the bench gives up on it. */
const MAX_RUNS = 30;
/** Under the purge guard: at most 500 folders and 5 % of them. */
const ORPHAN_FOLDERS = Math.min(300, Math.floor(ORDERS * 0.04));
const STALE_UPLOADS = 2_000;
const RECENT_UPLOADS = 200;
const BATCH = 5_000;
const SEED_CONCURRENCY = option('--concurrency', 16);
const HEAP_LIMIT_MB = 256;
const ALL_JOBS: BenchJob[] = [
  'recount-counters',
  'recount-business',
  'recount-counters',
  'apply-retention',
  'purge-abandoned-uploads',
  'purge-orphan-order-files',
];
/** The registry job each bench job runs as (its timeout). */
const registryName = (job: BenchJob) =>
  job === 'recount-business' ? 'recount-counters' : job.startsWith('purge-') ? 'purge-stale-files' : job;
const timeoutOf = (job: BenchJob) => (registryJobs.find((j) => j.name === registryName(job))?.timeoutSeconds ?? 300) * 1000;
const only = process.argv.indexOf('--jobs');
const JOBS =
  only >= 0
    ? ALL_JOBS.filter((job) =>
        String(process.argv[only + 1])
          .split(',')
          .includes(job),
      )
    : ALL_JOBS;
const MB = 1024 * 1024;
const TWO_DAYS_AGO = new Date(Date.now() - 2 * 24 * 3600_000);

const must = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error('s3rver folder not found');
  return value;
};
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

interface Store {
  putObject(object: unknown): Promise<unknown>;
  getResourcePath(bucket: string, key: string, resource: string): string;
}
type StoreClass = new (directory: string) => Store;
type ObjectClass = new (bucket: string, key: string, content: Buffer, metadata: Record<string, string>) => unknown;

/** Writes objects into s3rver's folder with its own store, `age` as their Last-Modified. */
function objectWriter(s3Dir: string) {
  const require = createRequire(import.meta.url);
  const FilesystemStore = require('s3rver/lib/stores/filesystem.js') as StoreClass;
  const S3Object = require('s3rver/lib/models/object.js') as ObjectClass;
  const store = new FilesystemStore(s3Dir);
  const body = Buffer.from('ecu');
  return async (keys: readonly string[], age: Date | undefined) => {
    await inFlight(keys, SEED_CONCURRENCY, async (key) => {
      await store.putObject(
        new S3Object(LOCAL_FILES_BUCKET, key, body, { 'content-type': 'application/octet-stream' }),
      );
    });
    if (!age) return;
    // The store answers before its write stream closes (whose close would set the time again).
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const key of keys) utimesSync(store.getResourcePath(LOCAL_FILES_BUCKET, key, 'object'), age, age);
  };
}

async function seedClients(count: number): Promise<SeedClient[]> {
  const clients: SeedClient[] = [];
  await inFlight(
    Array.from({ length: count }, (_, i) => i),
    SEED_CONCURRENCY,
    async (i) => {
      const user = await createUser({
        email: `client${i}@bench-jobs.local`,
        first_name: `Prénom${i}`,
        last_name: `Garage${i}`,
        company_name: `Garage Bench ${i} SARL`,
        phone: '04 78 00 00 00',
        address: `${i} rue du Banc, 69000 Lyon`,
        role: 'client',
        status: 'approved',
        // Never signs in: no need for a real scrypt hash.
        password_hash: 'bench',
      });
      clients.push({
        id: user.id,
        name: `${user.first_name} ${user.last_name}`,
        company: user.company_name,
        weight: 1 / Math.sqrt(i + 1),
      });
    },
  );
  return clients;
}

/** Runs one job in a child Node process with the heap limit; its report, or the reason it failed. */
function runJob(job: BenchJob): Promise<ChildReport> {
  const child = spawn(
    process.execPath,
    [
      `--max-old-space-size=${HEAP_LIMIT_MB}`,
      '--import',
      'tsx',
      fileURLToPath(new URL('./jobs-memory-child.ts', import.meta.url)),
      job,
    ],
    { env: { ...process.env, LOG_LEVEL: 'SILENT', BENCH_TIMEOUT_MS: String(timeoutOf(job)) }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', (code, signal) => {
      const last = stdout.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last) as ChildReport);
      else reject(new Error(`${job} failed (exit ${code ?? signal}):\n${stderr.split('\n').slice(-15).join('\n')}`));
    }),
  );
}

/** What each job must have done on this seed, or undefined when it did. */
function wrongOutcome(report: ChildReport, run: number): string | undefined {
  const result = report.result as Record<string, unknown>;
  if (report.job === 'recount-counters' && run > 0 && (result.drift !== 0 || result.business !== 'checked'))
    return `the second recount found drift or did not check the business-wide counters: ${JSON.stringify(result)}`;
  if (report.job === 'recount-business' && result.outcome !== 'checked')
    return `the business-wide walk did not check the counters: ${JSON.stringify(result)}`;
  if (report.job === 'apply-retention' && !result.finished) return `the retention did not finish: ${JSON.stringify(result)}`;
  if (report.job === 'purge-abandoned-uploads' && (result.deleted !== STALE_UPLOADS || !result.finished))
    return `expected ${STALE_UPLOADS} stale uploads deleted, got ${JSON.stringify(result)}`;
  if (
    report.job === 'purge-orphan-order-files' &&
    (result.deleted !== ORPHAN_FOLDERS * 2 || result.refused || !result.finished)
  )
    return `expected the ${ORPHAN_FOLDERS * 2} objects of ${ORPHAN_FOLDERS} orphan folders deleted, got ${JSON.stringify(result)}`;
  return undefined;
}

async function main(): Promise<boolean> {
  process.env.LOG_LEVEL = 'SILENT';
  // The stack puts s3rver's folder under the temporary folder (os.tmpdir reads TMPDIR): one of our own.
  const scratch = mkdtempSync(join(tmpdir(), 'bench-jobs-'));
  process.env.TMPDIR = scratch;
  let started = performance.now();
  const stack = await startLocalStack({
    port: 0,
    admin: { email: 'bench-admin@bench.local', password: 'Bench-Admin-Password-1' },
    outboxDrainMs: 0,
  });
  const s3Dir = join(scratch, must(readdirSync(scratch).find((name) => name.startsWith('fm-s3-'))));
  const seeding: string[] = [`local stack up in ${seconds(started)} (DynamoDB Local in memory, s3rver on ${s3Dir})`];
  console.log(seeding[0]);
  try {
    started = performance.now();
    const clients = await seedClients(CLIENTS);
    seeding.push(`${CLIENTS} approved clients with createUser, ${SEED_CONCURRENCY} in flight: ${seconds(started)}`);
    console.log(seeding.at(-1));

    const writeObjects = objectWriter(s3Dir);
    const now = Date.now();
    let orderTime = 0;
    let objectTime = 0;
    for (let done = 0; done < ORDERS; done += BATCH) {
      const orders = makeOrders(Math.min(BATCH, ORDERS - done), clients, now, 365, done + 1);
      let t = performance.now();
      await batchSeedOrders(orders, SEED_CONCURRENCY);
      orderTime += performance.now() - t;
      t = performance.now();
      await writeObjects(
        orders.map((order) => order.files.original!.key!),
        TWO_DAYS_AGO,
      );
      objectTime += performance.now() - t;
      console.log(`  ${done + orders.length} / ${ORDERS} orders and their files written`);
    }
    seeding.push(
      `${ORDERS} order items and their lookup items with BatchWriteItem, ${SEED_CONCURRENCY} calls in flight: ${(orderTime / 1000).toFixed(1)} s (${Math.round(ORDERS / (orderTime / 1000))} orders/s)`,
    );
    started = performance.now();
    const orphans = Array.from({ length: ORPHAN_FOLDERS }, () => randomUUID()).flatMap((id) => [
      `orders/${id}/original/ori.bin`,
      `orders/${id}/v1/v1.bin`,
    ]);
    await writeObjects(orphans, TWO_DAYS_AGO);
    await writeObjects(
      Array.from({ length: STALE_UPLOADS }, () => `uploads/${randomUUID()}/file.bin`),
      TWO_DAYS_AGO,
    );
    await writeObjects(
      Array.from({ length: RECENT_UPLOADS }, () => `uploads/${randomUUID()}/file.bin`),
      undefined,
    );
    objectTime += performance.now() - started;
    const objects = ORDERS + orphans.length + STALE_UPLOADS + RECENT_UPLOADS;
    seeding.push(
      `${objects} objects (one per order, ${ORPHAN_FOLDERS} orphan folders of 2, ${STALE_UPLOADS} stale and ${RECENT_UPLOADS} recent uploads) into s3rver's store: ${(objectTime / 1000).toFixed(1)} s`,
    );

    const rows: Record<string, string | number>[] = [];
    let failed = false;
    for (const [i, job] of JOBS.entries()) {
      console.log(`running ${job} (--max-old-space-size=${HEAP_LIMIT_MB}, a ${timeoutOf(job) / 1000} s Lambda clock)...`);
      try {
        // As the Lambda: run after run until the job says it finished (each resumes from the checkpoint).
        const reports: ChildReport[] = [];
        do reports.push(await runJob(job));
        while ((reports.at(-1)?.result as { finished?: boolean }).finished === false && reports.length < MAX_RUNS);
        const report = must(reports.at(-1));
        const wrong = wrongOutcome(report, JOBS.slice(0, i).filter((j) => j === job).length);
        if (wrong) {
          failed = true;
          console.error(`${job}: ${wrong}`);
        }
        const runMs = reports.reduce((sum, r) => sum + r.runMs, 0);
        const per100k = (runMs / 1000) * (100_000 / ORDERS);
        const atYear = per100k * (YEAR_ORDERS / 100_000);
        // What one run can give: the business walk half of it, a resumable job all but the stop margin.
        const budget = job === 'recount-business' ? timeoutOf(job) * BUSINESS_SHARE - STOP_MARGIN_MS : timeoutOf(job) - STOP_MARGIN_MS;
        rows.push({
          job,
          runs: reports.length,
          'run s': Number((runMs / 1000).toFixed(1)),
          'peak heap MB': Number((Math.max(...reports.map((r) => r.peakHeapBytes)) / MB).toFixed(1)),
          's / 100k orders': Number(per100k.toFixed(1)),
          's at 1.2 M': Math.round(atYear),
          'runs at 1.2 M': job === 'recount-business' ? (atYear * 1000 <= budget ? 'fits half a run' : 'does NOT fit half a run') : Math.ceil((atYear * 1000) / budget),
          result: JSON.stringify(report.result).slice(0, 160) + (wrong ? ' (WRONG)' : ''),
        });
      } catch (error) {
        failed = true;
        console.error((error as Error).message);
        rows.push({ job, runs: 'failed', 'run s': 'failed', 'peak heap MB': 'failed', result: '' });
      }
    }
    console.log(`\nSeed\n${seeding.map((line) => `- ${line}`).join('\n')}\n`);
    console.log(
      `Jobs at ${ORDERS} orders and ${CLIENTS} clients, each run in its own Node process with --max-old-space-size=${HEAP_LIMIT_MB} and a Lambda clock of its registry timeout, heap used sampled every 50 ms; the time per 100,000 orders and at 1.2 M extrapolated linearly (the peak heap is not: each job holds a page)\n`,
    );
    console.log(textTable(rows));
    return !failed;
  } finally {
    await stack.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

process.exit((await main().catch((error: unknown) => (console.error(error), false))) ? 0 : 1);
