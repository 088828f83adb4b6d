#!/usr/bin/env node
// Browser tests drive the Debian chromium (never a downloaded browser). Installs it with apt-get
// when it is missing and we are root; otherwise says how.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = process.getuid?.() === 0;
if (!isRoot) {
  console.error(`Chromium is missing at ${path}. Install it with: sudo apt-get install -y chromium (or set CHROME_PATH).`);
  process.exit(1);
}
console.log('Installing Debian chromium for the browser tests…');
const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
if (run(['update', '-qq']).status !== 0 || run(['install', '-y', '-qq', 'chromium']).status !== 0 || !existsSync(path)) {
  console.error('Could not install chromium with apt-get.');
  process.exit(1);
}
