#!/usr/bin/env node
// `npm run typecheck`: the two programs (tsconfig.node.json: shared, functions, infra and tests;
// web/: the SPA with the DOM) checked by TypeScript 7, the native compiler (installed as
// @typescript/native). It gives the same verdicts as 5.9 on this code with 40 % of the CPU (104 s
// → 42 s here), which npm test shares with the browser tests. `typescript` 5.9 stays for
// typescript-eslint and editors, which need its JavaScript API.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// By path: the package exports no bin, and node_modules/.bin/tsc may be either version's.
const tsc = fileURLToPath(new URL('../node_modules/@typescript/native/bin/tsc', import.meta.url));
for (const project of ['tsconfig.node.json', 'web']) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
