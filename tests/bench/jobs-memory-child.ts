/**
 * One job of `npm run bench:jobs`, in a Node process of its own started with
 * `--max-old-space-size=256` (jobs-memory.ts): runs it against the stack the environment names,
 * samples the heap used every 50 ms, and prints one JSON line: the job's answer, its run time
 * and the peak heap. Exits 1 when the job throws (out of memory ends the process itself).
 */

const jobs = {
  'recount-counters': async () => (await import('@app/functions/jobs/recount-counters')).handler(),
  'purge-abandoned-uploads': async () => (await import('@app/functions/jobs/purge-abandoned-uploads')).purgeAbandonedUploads(),
  'purge-orphan-order-files': async () => (await import('@app/functions/jobs/purge-orphan-order-files')).purgeOrphanOrderFiles(),
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
  const started = performance.now();
  try {
    const result = await jobs[job]();
    const report: ChildReport = { job, result, runMs: performance.now() - started, peakHeapBytes: Math.max(peak, process.memoryUsage().heapUsed) };
    console.log(JSON.stringify(report));
  } finally {
    clearInterval(sample);
  }
}

const job = process.argv[2] ?? '';
if (!(job in jobs)) throw new Error(`Unknown job '${job}': ${Object.keys(jobs).join(', ')}`);
await main(job as BenchJob);
