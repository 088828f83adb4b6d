import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { TEST_ADMIN, TEST_SCRYPT_N } from '../support/constants';
import { e2eMailboxPort } from './mailbox';
import { e2ePushControlPort } from './push-control';

/** The whole product for the browser tests: in-memory DynamoDB Local, temporary s3rver. */
process.env.LOG_LEVEL = 'SILENT';
// Cheaper new password hashes (2^10, still scrypt): every spec registers and signs in accounts.
process.env.PASSWORD_SCRYPT_N = TEST_SCRYPT_N;
// Imported after LOG_LEVEL is set: the handlers' logger reads it once, when first loaded.
const { startLocalStack } = await import('@app/infra/local/stack');
const { drainOutbox } = await import('@app/functions/email/drain');
const root = resolve(import.meta.dirname, '../..');
const stack = await startLocalStack({
  port: Number(process.env.E2E_PORT ?? 4173),
  // E2E_STATIC_DIR: a build of its own, so parallel runs never serve a build another run is replacing.
  staticDir: process.env.E2E_STATIC_DIR ?? join(root, 'web', 'dist'),
  admin: TEST_ADMIN,
  // The specs read the mailbox at a port they can compute (tests/e2e/mailbox.ts).
  sesPort: e2eMailboxPort(),
});

/** An hour ahead: a mail whose send timed out on a busy machine waits for its retry, this takes it now. */
const drainNow = () => drainOutbox({ now: new Date(Date.now() + 3_600_000) });

// POST /push/suspend and /push/resume (tests/e2e/push-control.ts): the fallback spec stops the WebSocket endpoint.
// POST /outbox/drain (tests/e2e/mailbox.ts): a spec waiting on a mail drains the outbox itself.
const pushControl = createServer((req, res) => {
  const actions: Record<string, () => unknown> = { '/push/suspend': stack.push.suspend, '/push/resume': stack.push.resume, '/outbox/drain': drainNow };
  const action = req.method === 'POST' ? actions[req.url ?? ''] : undefined;
  if (!action) return void res.writeHead(404).end();
  Promise.resolve(action()).then(
    () => res.writeHead(204).end(),
    () => res.writeHead(500).end(),
  );
});
pushControl.listen(e2ePushControlPort(), '127.0.0.1');

console.log(`e2e stack on ${stack.url}`);
const stop = async () => {
  pushControl.close();
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
