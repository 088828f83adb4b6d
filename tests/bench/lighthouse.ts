import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { loadavg, setPriority } from 'node:os';
import { join, resolve } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import type Result from 'lighthouse/types/lhr/lhr';
import puppeteer, { type Browser } from 'puppeteer-core';
import { benchAdmin, benchApi, type BenchAccount } from './bench-accounts';
import { textTable } from './text-table';

/**
 * `npm run bench`, section 'Lighthouse' (issue 20, item 4), also alone: `npm run bench:lighthouse`.
 * The built SPA (BENCH_STATIC_DIR, else web/dist) served by the local stack as `npm start` does,
 * audited by Lighthouse (performance only) in the Debian chromium: /login signed out, the client
 * home and the admin dashboard signed in, RUNS runs each (cold cache every run), the median score,
 * LCP and TBT. Lighthouse's default mobile profile (simulated slow 4G, 4x CPU slowdown), as the
 * issue measured, since garages open the portal on a phone too; BENCH_LIGHTHOUSE_PRESET=desktop
 * for the desktop preset. Exits 1 below the budgets (score ≥ 95, TBT ≤ 200 ms on every page).
 * Runs in a process of its own (run.ts forks it): the functions' clients bind to the first local stack.
 */

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const DESKTOP = process.env.BENCH_LIGHTHOUSE_PRESET === 'desktop';
const SCORE_BUDGET = 95;
const TBT_BUDGET_MS = 200;
const root = resolve(import.meta.dirname, '../..');
const staticDir = process.env.BENCH_STATIC_DIR ?? join(root, 'web', 'dist');
/**
 * Another build to compare with at the same moment (BENCH_COMPARE_DIR, e.g. the build before a
 * change): its runs alternate with the measured build's, page by page, so a burst of load from
 * elsewhere on the shared machine hits both alike. The stack serves a link swapped between the two.
 */
const compareDir = process.env.BENCH_COMPARE_DIR;
/** A folder to keep each run's full report in (its bootup-time and mainthread-work-breakdown audits name the long tasks). */
const reportDir = process.env.BENCH_LIGHTHOUSE_REPORTS;

interface Tokens {
  access_token: string;
  refresh_token: string;
}
interface Target {
  page: string;
  path: string;
  tokens?: Tokens;
}
interface RunFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's measure of the CPU's speed at the time (higher is faster): a busy machine scores low, and its 4x slowdown is meant for an idle desktop CPU. */
  benchmarkIndex: number;
  lhr: Result;
}

/** The median of the figures a run produced (a page that never painted has no LCP). */
const median = (values: number[]) => {
  const known = values.filter(Number.isFinite).sort((a, b) => a - b);
  return known.length > 0 ? known[Math.floor(known.length / 2)]! : NaN;
};
const ms = (value: number) => (Number.isFinite(value) ? Math.round(value) : 'none');
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

/**
 * One Lighthouse run in a fresh tab. Lighthouse clears the origin's storage and the cache before
 * loading; the tokens are put back, where the SPA reads them (web/src/lib/api/tokens.ts), by a
 * script that runs in every new document of the origin before the SPA's own.
 */
async function audit(browser: Browser, origin: string, target: Target): Promise<RunFigures> {
  const page = await browser.newPage();
  try {
    if (target.tokens) {
      await page.evaluateOnNewDocument(
        (o: string, t: Tokens) => {
          if (location.origin !== o) return;
          localStorage.setItem('access_token', t.access_token);
          localStorage.setItem('refresh_token', t.refresh_token);
        },
        origin,
        target.tokens,
      );
    }
    const result = await lighthouse(
      origin + target.path,
      { onlyCategories: ['performance'], logLevel: 'error', output: 'json' },
      DESKTOP ? desktopConfig : undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${target.path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${target.path}: ${lhr.runtimeError.message}`);
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lhr,
    };
  } finally {
    await page.close();
  }
}

/**
 * The local stack (this process: the gateway, the functions, s3rver and Lighthouse itself) and
 * DynamoDB Local run on the same two cores as the browser, which in production they never share:
 * Lighthouse times the page's tasks by the wall clock, so each request the page makes stole CPU
 * from its own render. Once the browser is launched (its processes keep the normal priority), every
 * thread of this process and of its other children is lowered to nice 10, so the browser is served
 * first. BENCH_LIGHTHOUSE_NICE=0 measures without it.
 */
const NICE = Number(process.env.BENCH_LIGHTHOUSE_NICE ?? 10);
function yieldToBrowser(): void {
  if (!NICE || process.platform !== 'linux') return;
  const parentOf = new Map<number, number>();
  const commandOf = new Map<number, string>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parentOf.set(pid, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      commandOf.set(pid, readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
    } catch {
      // The process ended meanwhile.
    }
  }
  const isOurs = (pid: number): boolean => {
    for (let p: number | undefined = pid; p !== undefined && p > 1; p = parentOf.get(p)) if (p === process.pid) return true;
    return false;
  };
  for (const pid of parentOf.keys()) {
    if (!isOurs(pid) || /chrom/.test(commandOf.get(pid) ?? '')) continue;
    for (const tid of readdirSync(`/proc/${pid}/task`, { withFileTypes: false }).map(Number)) {
      try {
        setPriority(tid, NICE);
      } catch {
        // The thread ended meanwhile.
      }
    }
  }
}

/** What Lighthouse names as the largest savings of a run: opportunities and diagnostics that failed. */
function mainOpportunities(lhr: Result, count = 5): string[] {
  const savings = (audit: Result['audits'][string]) =>
    Object.values(audit.metricSavings ?? {}).reduce((sum: number, ms) => sum + (ms ?? 0), 0);
  return Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && savings(a) > 0)
    .sort((a, b) => savings(b) - savings(a))
    .slice(0, count)
    .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

/** Adds a page's row (medians of its runs) and says whether it meets the budgets; names the main opportunities if not. */
function pageRow(
  rows: Record<string, string | number>[],
  target: Target,
  runs: RunFigures[],
  build: string,
  loads: string,
): boolean {
  const score = median(runs.map((r) => r.score));
  const tbt = median(runs.map((r) => r.tbtMs));
  const ok = score >= SCORE_BUDGET && tbt <= TBT_BUDGET_MS; // NaN (no TBT measured) misses too
  rows.push({
    page: `${target.page} ${target.path}${build}`,
    'score (median)': score,
    runs: runs.map((r) => r.score).join(' / '),
    'LCP ms': ms(median(runs.map((r) => r.lcpMs))),
    'TBT ms': ms(tbt),
    budget: ok ? 'ok' : `MISSED (≥ ${SCORE_BUDGET}, TBT ≤ ${TBT_BUDGET_MS} ms)`,
    'CPU benchmark': Math.round(median(runs.map((r) => r.benchmarkIndex))),
    'load 1/5/15 min (before → after)': loads,
  });
  if (!ok) {
    const medianRun = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
    console.log(
      `  ${target.path}${build}: main opportunities: ${mainOpportunities(medianRun.lhr).join('; ') || 'none named'}`,
    );
  }
  return ok;
}

async function tokensOf(url: string, account: BenchAccount): Promise<Tokens> {
  const res = await benchApi(url).post('/api/auth/login', account);
  if (!res.ok) throw new Error(`login ${account.email}: ${res.status}`);
  return (await res.json()) as Tokens;
}

if (!existsSync(join(staticDir, 'index.html'))) {
  console.log(`\nLighthouse skipped: no SPA build in ${staticDir} (npm run build:web, or BENCH_STATIC_DIR).`);
  process.exit(1);
}

// Before the stack's import: the functions' logger reads its level when first loaded.
process.env.LOG_LEVEL = 'SILENT';
const { startLocalStack } = await import('@app/infra/local/stack');
const served = compareDir ? join(mkdtempSync(join(tmpdir(), 'lighthouse-')), 'spa') : staticDir;
/** Points the stack's static folder at `dir` (an atomic rename of a fresh link). */
const serve = (dir: string) => {
  if (!compareDir) return;
  const next = `${served}.next`;
  symlinkSync(dir, next);
  renameSync(next, served);
};
serve(staticDir);
const stack = await startLocalStack({ port: 0, outboxDrainMs: 0, staticDir: served, admin: benchAdmin });
const origin = stack.url.replace(/\/$/, '');
let failed = false;
try {
  const { client } = await benchApi(origin).approvedClient('Lighthouse');
  const targets: Target[] = [
    { page: 'login (signed out)', path: '/login' },
    { page: 'client home', path: '/', tokens: await tokensOf(origin, client) },
    { page: 'admin dashboard', path: '/admin', tokens: await tokensOf(origin, benchAdmin) },
  ];
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  yieldToBrowser();
  try {
    console.log(
      `\nLighthouse ${DESKTOP ? 'desktop preset' : 'mobile default (simulated slow 4G, 4x CPU slowdown)'}, performance only, ` +
        `${RUNS} runs per page, the SPA from ${staticDir}` +
        (NICE ? `; the local stack and DynamoDB Local at nice ${NICE} (BENCH_LIGHTHOUSE_NICE)` : ''),
    );
    const builds = compareDir ? [staticDir, compareDir] : [staticDir];
    const rows: Record<string, string | number>[] = [];
    for (const target of targets) {
      // Unmeasured: warms the local gateway's handlers (their first import) that the page calls.
      await audit(browser, origin, target);
      const loadBefore = load();
      const runs = builds.map((): RunFigures[] => []);
      for (let i = 0; i < RUNS; i++) {
        for (const [b, dir] of builds.entries()) {
          serve(dir);
          runs[b]!.push(await audit(browser, origin, target));
        }
      }
      for (const [b, dir] of builds.entries()) {
        const ok = pageRow(rows, target, runs[b]!, compareDir ? ` [${dir}]` : '', `${loadBefore} → ${load()}`);
        if (b === 0) failed ||= !ok;
        if (reportDir) {
          const folder = join(reportDir, String(b));
          mkdirSync(folder, { recursive: true });
          runs[b]!.forEach((run, i) =>
            writeFileSync(
              join(folder, `${target.path.replace(/\W/g, '') || 'home'}-${i + 1}.json`),
              JSON.stringify(run.lhr),
            ),
          );
        }
      }
    }
    console.log(textTable(rows));
  } finally {
    await browser.close();
  }
} finally {
  await stack.stop();
}
process.exit(failed ? 1 : 0);
