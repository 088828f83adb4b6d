import { join } from 'node:path';
import { functionsSrc } from './paths';

/** The Node.js major version the Lambdas run on (the runtime in app-function.ts, esbuild's target). */
export const lambdaTarget = 'node22';

/**
 * The esbuild settings of every Lambda bundle beyond CDK's own (minify, ESM, target), shared with
 * `npm run bench` (tests/bench/lambda-bundle.ts) so that it measures what is deployed.
 * Sizes and cold imports before and after: docs/decisions/025-lambda-size.md.
 */
export const lambdaBundling = {
  // ESM output has no `require`; some CommonJS dependencies inside the bundle still call it.
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  // The packages' ES module builds: esbuild drops their unused exports, not a CommonJS build's.
  mainFields: ['module', 'main'],
  // Licence comments kept in the bundle weigh on its size and parse time; the lock file lists them.
  legalComments: 'none',
  // Lambda gives the role's credentials in the environment: the default chain's other sources
  // (profiles, SSO, STS, metadata) are dropped from the bundle (functions/src/lib/aws/env-credentials.ts).
  // The SDK's event-stream codec, loaded only for an event-stream operation: none of ours
  // (functions/src/lib/aws/no-event-streams.ts).
  alias: {
    '@aws-sdk/credential-provider-node': join(functionsSrc, 'lib', 'aws', 'env-credentials.ts'),
    '@smithy/core/event-streams': join(functionsSrc, 'lib', 'aws', 'no-event-streams.ts'),
  },
} as const;

/** The same settings as esbuild command-line arguments (CDK's `esbuildArgs`). */
export const lambdaEsbuildArgs = {
  '--legal-comments': lambdaBundling.legalComments,
  '--alias': Object.entries(lambdaBundling.alias).map(([name, path]) => `${name}=${path}`),
};
