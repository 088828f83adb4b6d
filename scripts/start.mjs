#!/usr/bin/env node
// `npm start`: installs what is missing, builds the SPA, runs the local stack. No dependencies
// of its own, since it runs before `npm install`.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dev = process.argv.includes('--dev');
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
const mtime = (p) => (existsSync(p) ? statSync(p).mtimeMs : 0);

function newestIn(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node.js 20.19+ is required (found ${process.versions.node}).`);
  process.exit(1);
}
if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0) {
  console.error('Java 17+ is required by DynamoDB Local (install a JDK/JRE 17, e.g. `apt-get install openjdk-17-jre-headless`).');
  process.exit(1);
}

const lock = join(root, 'node_modules', '.package-lock.json');
if (mtime(lock) < mtime(join(root, 'package-lock.json'))) {
  console.log('Installing dependencies…');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

const built = join(root, 'web', 'dist', 'index.html');
const sources = Math.max(newestIn(join(root, 'web', 'src')), newestIn(join(root, 'shared', 'src')));
if (!dev && mtime(built) < sources) {
  console.log('Building the web application…');
  run('npm', ['run', 'build', '-w', 'web']);
}

const tsx = join(root, 'node_modules', '.bin', 'tsx');
const child = spawn(tsx, [join(root, 'infra', 'local', 'serve.ts')], { cwd: root, stdio: 'inherit' });
const children = [child];
if (dev) children.push(spawn('npm', ['run', 'dev', '-w', 'web'], { cwd: root, stdio: 'inherit' }));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => children.forEach((c) => c.kill(signal)));
}
child.on('exit', (code) => process.exit(code ?? 0));
