import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { domains } from '@app/functions/routes';
import { lambdaBundle } from './lambda-bundle';

const RUNS = 5;
// Issue 23: the median cold import of every bundle ≤ 150 ms (docs/decisions/025-lambda-size.md).
const INIT_BUDGET_MS = 150;

/** The environment a handler module may read when it is imported (no AWS call is made). */
const HANDLER_ENV = {
  TABLE_NAME: 'bench',
  FILES_BUCKET: 'bench',
  AWS_REGION: 'eu-west-3',
  LOG_LEVEL: 'SILENT',
};

/**
 * Milliseconds a fresh Node process takes to import one bundle (the Lambda init phase, locally):
 * wall time, and the process's CPU time over the import (every thread: compiling, GC), which a
 * loaded machine inflates less than the wall time.
 */
function importMillis(file: string): { wall: number; cpu: number } {
  const script = `const c = process.cpuUsage(); const t = performance.now(); await import(${JSON.stringify(file)}); const u = process.cpuUsage(c); console.log(JSON.stringify({ wall: performance.now() - t, cpu: (u.user + u.system) / 1000 }));`;
  const out = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, ...HANDLER_ENV },
    encoding: 'utf8',
  });
  if (out.status !== 0) throw new Error(`import of ${file} failed: ${out.stderr}`);
  return JSON.parse(out.stdout.trim()) as { wall: number; cpu: number };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Bundles each domain as CDK does, then times its cold import RUNS times (median, max) against the budget. */
export async function lambdaInitTimes() {
  const dir = mkdtempSync(join(tmpdir(), 'init-bench-'));
  try {
    const rows = [];
    for (const domain of domains) {
      const outfile = join(dir, `${domain}.mjs`);
      writeFileSync(outfile, await lambdaBundle(domain));
      const runs = Array.from({ length: RUNS }, () => importMillis(outfile));
      const times = runs.map((run) => run.wall);
      const medianMs = median(times);
      rows.push({
        lambda: domain,
        init_ms_median: +medianMs.toFixed(1),
        init_ms_max: +Math.max(...times).toFixed(1),
        init_cpu_ms_median: +median(runs.map((run) => run.cpu)).toFixed(1),
        // The 1-minute load average when measured: the figures of a busy machine are a ceiling.
        load: +(loadavg()[0] ?? 0).toFixed(1),
        budget_ms: INIT_BUDGET_MS,
        ok: medianMs <= INIT_BUDGET_MS,
      });
    }
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  console.table(await lambdaInitTimes());
}
