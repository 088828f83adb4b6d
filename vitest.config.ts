import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webSrc = fileURLToPath(new URL('./web/src/', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias: [{ find: /^@\/(.*)$/, replacement: `${webSrc}$1` }] },
        test: {
          name: 'unit',
          include: ['shared/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'web/src/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          environment: 'node',
          // One module graph per worker: 95 files took 61 s of CPU isolated and 15 s shared (the
          // time went to starting workers and importing zod, the SDK and the handlers per file).
          isolate: false,
        },
      },
      {
        // React components in jsdom: what needs no real browser (layout and journeys stay in e2e).
        resolve: { alias: [{ find: /^@\/(.*)$/, replacement: `${webSrc}$1` }] },
        test: {
          name: 'component',
          include: ['web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup-component-tests.ts'],
          // A page drawn in jsdom takes a few seconds when the machine is busy (CI, parallel runs).
          testTimeout: 20_000,
          // One jsdom and one module graph per worker, not per file: 13 files ran 39 s of CPU isolated, 15 s shared.
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/integration/global-setup.ts'],
          // Generous: CI runs this beside the e2e suite on two cores (about twice as slow as idle).
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // One module graph for every file (the handlers, the SDK, the contract load once): the
          // files only share the local stack anyway, and each sets the environment it needs.
          isolate: false,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/test/**/*.test.ts'],
          testTimeout: 120_000,
          // The first file to ask for a configuration synthesizes it for all (the default one
          // bundles every Lambda with esbuild): over 2 min on a machine busy with other checks.
          hookTimeout: 300_000,
          // One worker and one module graph for every file: aws-cdk-lib loads once and each
          // configuration is synthesized once (infra/test/synth.ts), not once per file.
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
});
