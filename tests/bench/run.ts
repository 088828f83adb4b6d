import { apiLatency } from './api-latency';
import { lambdaBundleSizes, spaSizes } from './bundle-sizes';
import { lambdaInitTimes } from './init-time';

/**
 * `npm run bench`: bundle budgets and API latency on the local stack. A benchmark, not a test:
 * it prints numbers (and exits 1 only when a size budget is exceeded).
 */
const sizes = [...(await lambdaBundleSizes()), ...spaSizes()];
console.log('\nBundle sizes');
console.table(sizes);
console.log('\nLambda init: cold import of each bundle in a fresh Node process');
console.table(await lambdaInitTimes());
if (!process.argv.includes('--sizes-only')) {
  console.log('\nAPI latency through the local gateway (DynamoDB Local + s3rver)');
  console.table(await apiLatency());
}
process.exit(sizes.every((s) => s.ok) ? 0 : 1);
