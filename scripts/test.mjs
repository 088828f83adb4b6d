#!/usr/bin/env node
// `npm test`: every check; exits non-zero on any failure.
//
// The e2e suite (Playwright, its own local stack on its own port) is mostly waiting on the
// browser, so it runs in the background while unit, integration (another local stack on other
// ports) and CDK template tests run in the foreground: the wall time is the e2e time, not the
// sum. (Its page tours were tried as a second run beside the integration project: three heavy
// processes on two cores made every part slower, 24 min in all instead of 17.) The layout check at
// 360, 390 and 1440 px runs on its own: npm run test:e2e:widths. Every check after the build runs to its end; the exit code says whether any failed.
// Its output is kept in a file and printed when it ends, so the two never interleave.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const env = { ...process.env, FORCE_COLOR: '1' };
const mtime = (p) => (existsSync(p) ? statSync(p).mtimeMs : 0);
const timings = [];
const E2E_SIMULATOR_URL = 'http://127.0.0.1:9/simulateur';
/** Background checks, stopped (their whole process group) when a foreground step fails early. */
const children = [];

if (mtime(join(root, 'node_modules', '.package-lock.json')) < mtime(join(root, 'package-lock.json'))) {
  step('install', 'npm', ['install', '--no-audit', '--no-fund']);
}

// The e2e starts as soon as the SPA is built: one Playwright worker waits on the browser most of
// the time (a fresh clone used 54 % of the two cores with lint and typecheck run alone first), so
// lint and typecheck run beside it; either failing stops everything, the e2e with it.
// The e2e checks the simulator's menu entries and its load error: the build gets a simulator at an
// address where nothing answers (without one, the entries are hidden).
step('web build', 'npm', ['run', 'build:web'], true, { VITE_SIMULATOR_URL: E2E_SIMULATOR_URL });
const e2e = background('e2e (Playwright on Debian chromium)', 'npm', ['run', 'test:e2e']);
step('lint', 'npm', ['run', 'lint']);
step('typecheck', 'npm', ['run', 'typecheck']);
const failed = [];
/** Each failed vitest test, named again at the very end: CI may keep only the output's tail. */
const failures = [];
for (const [name, project] of [
  ['unit', 'unit'],
  ['component (React in jsdom)', 'component'],
  ['integration', 'integration'],
  ['infra (CDK template assertions)', 'infra'],
]) if (!vitest(name, project)) failed.push(name);
if (!(await e2e)) failed.push('e2e');

console.log(failed.length ? `\n✗ Failed: ${failed.join(', ')}` : '\nAll checks passed:');
for (const line of failures) console.log(`  ✗ ${line}`);
for (const [name, seconds] of timings) console.log(`  ${name.padEnd(40)} ${seconds.toFixed(1)} s`);
process.exit(failed.length ? 1 : 0);

/** Runs a check in the foreground; a failure before the e2e starts stops everything. */
function step(name, cmd, args, stopOnFailure = true, extraEnv = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  timings.push([name, (Date.now() - started) / 1000]);
  if (result.status === 0) return true;
  console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal}).`);
  if (stopOnFailure) {
    for (const child of children) child.kill('SIGTERM');
    process.exit(result.status || 1);
  }
  return false;
}

/** Runs one vitest project in the foreground; remembers its failed tests for the summary. */
function vitest(name, project) {
  const report = join(mkdtempSync(join(tmpdir(), 'npm-test-')), 'report.json');
  const passed = step(name, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], false);
  if (!passed) failures.push(...failedTests(report));
  return passed;
}

/** `file › test: first line of the error` for each failed test of a vitest JSON report. */
function failedTests(report) {
  if (!existsSync(report)) return [];
  const { testResults = [] } = JSON.parse(readFileSync(report, 'utf8'));
  return testResults.flatMap((file) => {
    const path = file.name.replace(root, '');
    const failedAssertions = file.assertionResults.filter((test) => test.status === 'failed');
    if (!failedAssertions.length && file.status === 'failed') return [`${path}: ${firstLine(file.message)}`];
    return failedAssertions.map((test) => `${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

function firstLine(text = '') {
  return text.split('\n')[0].slice(0, 300);
}

/** Starts a check in the background; resolves to whether it passed, once its output is printed. */
function background(name, cmd, args) {
  const log = join(mkdtempSync(join(tmpdir(), 'npm-test-')), 'output.log');
  const fd = openSync(log, 'w');
  console.log(`\n=== ${name}: started in the background (output when it ends) ===`);
  const started = Date.now();
  const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', fd, fd], env, detached: true });
  children.push({ kill: (signal) => process.kill(-child.pid, signal) });
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      timings.push([`${name} (background)`, (Date.now() - started) / 1000]);
      console.log(`\n=== ${name} ===`);
      process.stdout.write(readFileSync(log));
      if (code !== 0) console.error(`\n✗ ${name} failed (exit ${code ?? signal}).`);
      resolve(code === 0);
    });
  });
}
