import { join, resolve } from 'node:path';
import { TEST_ADMIN } from '../support/constants';
import { e2eMailboxPort } from './mailbox';

/** The whole product for the browser tests: in-memory DynamoDB Local, temporary s3rver. */
process.env.LOG_LEVEL = 'SILENT';
// Imported after LOG_LEVEL is set: the handlers' logger reads it once, when first loaded.
const { startLocalStack } = await import('@app/infra/local/stack');
const root = resolve(import.meta.dirname, '../..');
const stack = await startLocalStack({
  port: Number(process.env.E2E_PORT ?? 4173),
  // E2E_STATIC_DIR: a build of its own, so parallel runs never serve a build another run is replacing.
  staticDir: process.env.E2E_STATIC_DIR ?? join(root, 'web', 'dist'),
  admin: TEST_ADMIN,
  // The specs read the mailbox at a port they can compute (tests/e2e/mailbox.ts).
  sesPort: e2eMailboxPort(),
});
console.log(`e2e stack on ${stack.url}`);
const stop = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
