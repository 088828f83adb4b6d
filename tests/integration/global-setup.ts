import type { TestProject } from 'vitest/node';
import { generateTokenKey } from '@app/functions/lib/auth/token-keys';
import type { LocalStack } from '@app/infra/local/stack';
import { TEST_ADMIN, TEST_SCRYPT_N } from '../support/constants';

let stack: LocalStack | undefined;

/** One local stack (DynamoDB Local in memory, s3rver in a temp folder) for the whole run. */
export async function setup(project: TestProject) {
  process.env.LOG_LEVEL = process.env.DEBUG_LOG_LEVEL ?? 'SILENT';
  // Cheaper new password hashes (2^10, still scrypt): hundreds of registrations and logins share two cores.
  process.env.PASSWORD_SCRYPT_N = TEST_SCRYPT_N;
  // Imported after LOG_LEVEL is set: the handlers' logger reads it once, when first loaded.
  const { startLocalStack } = await import('@app/infra/local/stack');
  // The tests drain the e-mail outbox themselves (tests/integration/emails.test.ts).
  const tokenKey = await generateTokenKey('test');
  stack = await startLocalStack({ port: 0, tokenKey, admin: TEST_ADMIN, outboxDrainMs: 0 });
  project.provide('apiUrl', stack.url);
  project.provide('dynamoEndpoint', stack.dynamoEndpoint);
  project.provide('s3Endpoint', stack.s3Endpoint);
  project.provide('sesEndpoint', stack.sesEndpoint);
  project.provide('mailboxUrl', stack.mailboxUrl);
  project.provide('stripeUrl', stack.stripe.url);
  // The private key too: auth-tokens.test.ts forges expired tokens with it.
  project.provide('tokenKey', JSON.stringify(tokenKey));
  project.provide('tokenPublicKeys', process.env.TOKEN_PUBLIC_KEYS!);
}

export async function teardown() {
  await stack?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    dynamoEndpoint: string;
    s3Endpoint: string;
    sesEndpoint: string;
    mailboxUrl: string;
    /** The Stripe emulator (its checkout page, `/_emulator/events`, `/_emulator/idle`). */
    stripeUrl: string;
    tokenKey: string;
    tokenPublicKeys: string;
  }
}
