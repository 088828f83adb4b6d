#!/usr/bin/env node
// `npm test`: every check, in order; exits non-zero on the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const mtime = (p) => (existsSync(p) ? statSync(p).mtimeMs : 0);
if (mtime(join(root, 'node_modules', '.package-lock.json')) < mtime(join(root, 'package-lock.json'))) {
  step('install', 'npm', ['install', '--no-audit', '--no-fund']);
}

const steps = [
  ['lint', 'npm', ['run', 'lint']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['unit', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['integration', 'npx', ['vitest', 'run', '--project', 'integration']],
  ['infra (CDK template assertions)', 'npx', ['vitest', 'run', '--project', 'infra']],
  ['web build', 'npm', ['run', 'build:web']],
  ['e2e (Playwright on Debian chromium)', 'npm', ['run', 'test:e2e']],
];

const timings = [];
for (const [name, cmd, args] of steps) step(name, cmd, args);
console.log('\nAll checks passed:');
for (const [name, seconds] of timings) console.log(`  ${name.padEnd(40)} ${seconds.toFixed(1)} s`);

function step(name, cmd, args) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } });
  timings.push([name, (Date.now() - started) / 1000]);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}
