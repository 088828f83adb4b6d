/**
 * One job run of `npm run bench:jobs`, in a Node process of its own started with
 * `--max-old-space-size=256` (jobs-memory.ts): runs it against the stack the environment names,
 * samples the heap used every 50 ms, and prints one JSON line: the job's answer, its run time
 * and the peak heap. A job that takes the Lambda clock gets one of BENCH_TIMEOUT_MS (its
 * registry timeout, as the Lambda would), so it stops near it with its checkpoint. Exits 1 when
 * the job throws (out of memory ends the process itself).
 */

const timeoutMs = Number(process.env.BENCH_TIMEOUT_MS ?? 600_000);
const started = Date.now();
/** The Lambda context's clock: the time left of the run's timeout. */
const clock = { getRemainingTimeInMillis: () => timeoutMs - (Date.now() - started) };

const jobs = {
  'recount-counters': async () => (await import('@app/functions/jobs/recount-counters')).handler(undefined, clock),
  /** The business-wide walk alone (the part that must fit in one run), without a deadline: its time. */
  'recount-business': async () => {
    const { Recount, recountBusiness, driftCount } = await import('@app/functions/order-data/counters/recount');
    const run = new Recount(true);
    return { outcome: await recountBusiness(run), drift: driftCount(run), finished: true };
  },
  'apply-retention': async () => (await import('@app/functions/jobs/apply-retention')).handler(undefined, clock),
  'purge-abandoned-uploads': async () => (await import('@app/functions/jobs/purge-abandoned-uploads')).purgeAbandonedUploads({ clock }),
  'purge-orphan-order-files': async () => (await import('@app/functions/jobs/purge-orphan-order-files')).purgeOrphanOrderFiles({ clock }),
} as const;

export type BenchJob = keyof typeof jobs;

export interface ChildReport {
  job: BenchJob;
  result: unknown;
  runMs: number;
  peakHeapBytes: number;
}

async function main(job: BenchJob) {
  let peak = process.memoryUsage().heapUsed;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed)), 50);
  const startedAt = performance.now();
  try {
    const result = await jobs[job]();
    const report: ChildReport = { job, result, runMs: performance.now() - startedAt, peakHeapBytes: Math.max(peak, process.memoryUsage().heapUsed) };
    console.log(JSON.stringify(report));
  } finally {
    clearInterval(sample);
  }
}

const job = process.argv[2] ?? '';
if (!(job in jobs)) throw new Error(`Unknown job '${job}': ${Object.keys(jobs).join(', ')}`);
await main(job as BenchJob);
