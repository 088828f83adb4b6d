import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { generateTokenKey, parsePrivateJwk, type PrivateJwk } from '@app/functions/lib/auth/token-keys';
import { startLocalStack } from './stack';

/** `npm start`: the whole product on one port over DynamoDB Local and s3rver. */
const repoRoot = resolve(import.meta.dirname, '../..');
const port = Number(process.env.PORT ?? 3000);
/** This machine only, unless HOST shares it (e.g. HOST=0.0.0.0: anyone on the network reaches it). */
const host = process.env.HOST || '127.0.0.1';
const dataDir = resolve(repoRoot, process.env.DATA_DIR ?? '.data');
const admin = {
  email: process.env.ADMIN_EMAIL ?? 'admin@protune.local',
  password: process.env.ADMIN_PASSWORD ?? 'Admin-ProTune-2026',
};

/** The ES256 signing key is generated once and kept with the data, so sessions survive restarts. */
async function tokenKey(): Promise<PrivateJwk> {
  if (process.env.TOKEN_SIGNING_KEY) return parsePrivateJwk(process.env.TOKEN_SIGNING_KEY);
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'token-key.json');
  if (!existsSync(file)) writeFileSync(file, JSON.stringify(await generateTokenKey('local')), { mode: 0o600 });
  return parsePrivateJwk(readFileSync(file, 'utf8'));
}

const stack = await startLocalStack({
  dataDir,
  port,
  host,
  staticDir: join(repoRoot, 'web', 'dist'),
  tokenKey: await tokenKey(),
  admin,
  sesPort: Number(process.env.SES_PORT) || undefined,
});

const shared = !['127.0.0.1', 'localhost', '::1'].includes(host);
console.log(`
  ProTune File Manager — http://localhost:${port}
  Listening on:  ${host}${shared ? '  (shared on the network: change the administrator password first)' : '  (this machine only; HOST=0.0.0.0 shares it)'}
  API:           http://localhost:${port}/api
  Push:          ws://localhost:${port}/ws  (the tabs' WebSocket, fed by DynamoDB Local's stream)
  Data:          ${dataDir}
  Mailbox:       ${stack.mailboxUrl}  (e-mails sent by the app, SES emulator)
  Administrator: ${admin.email} / ${process.env.ADMIN_PASSWORD ? '(ADMIN_PASSWORD)' : admin.password}
  Ctrl-C to stop.
`);

// Last line of defence: one request must never stop the stack (each one is answered or fails alone).
process.on('uncaughtException', (error) => console.error('uncaught error (still serving)', error));
process.on('unhandledRejection', (reason) => console.error('unhandled rejection (still serving)', reason));

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
