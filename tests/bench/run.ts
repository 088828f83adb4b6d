import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { apiLatency } from './api-latency';
import { lambdaBundleSizes, spaRouteSizes, spaSizes } from './bundle-sizes';
import { fileAnalysisFigures } from './file-analysis';
import { lambdaInitTimes } from './init-time';

/**
 * `npm run bench`: bundle budgets, the analysis of an 8 MiB ECU file (file-analysis.ts), API
 * latency on the local stack (with GET /api/orders/{id} against a bare server and the 30 MiB
 * new-order flow against a raw PUT), what an idle signed-in tab costs (idle-tab.ts) and how soon a
 * delivery reaches the client's bell through the push channel (push-latency.ts), and Lighthouse
 * on three pages of the built SPA (lighthouse.ts). A benchmark, not a test: it prints numbers (and
 * exits 1 only when a size, cold-import, file-analysis or Lighthouse budget is missed).
 */
const sizes = [...(await lambdaBundleSizes()), ...spaSizes(), ...spaRouteSizes()];
console.log('\nBundle sizes');
console.table(sizes);
console.log('\nLambda init: cold import of each bundle in a fresh Node process');
const initTimes = await lambdaInitTimes();
console.table(initTimes);
console.log('\nFile analysis: an 8 MiB ECU read, in a fresh Node process');
const analysis = fileAnalysisFigures();
console.table(analysis);
if (!process.argv.includes('--sizes-only')) {
  console.log('\nAPI latency through the local gateway (DynamoDB Local + s3rver)');
  console.table(await apiLatency());
}
// Each in its own process: the functions' DynamoDB client is bound to the first local stack of a process.
const section = (script: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL(script, import.meta.url))], { stdio: 'inherit' }).status === 0;
let lighthouseOk = true;
if (!process.argv.includes('--sizes-only')) {
  for (const script of ['./idle-tab.ts', './push-latency.ts']) section(script);
  // Exits 1 below its budgets (median score ≥ 95, TBT ≤ 200 ms on each page).
  lighthouseOk = section('./lighthouse.ts');
}
const budgetsMet = [...sizes, ...initTimes, ...analysis].every((row) => row.ok) && lighthouseOk;
process.exit(budgetsMet ? 0 : 1);
