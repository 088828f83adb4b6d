import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { startLocalStack, type LocalStack } from '@app/infra/local/stack';
import { TEST_ADMIN } from '../support/constants';

let stack: LocalStack | undefined;

/** One local stack (DynamoDB Local in memory, s3rver in a temp folder) for the whole run. */
export async function setup(project: TestProject) {
  process.env.LOG_LEVEL = 'SILENT';
  // The tests drain the e-mail outbox themselves (tests/integration/emails.test.ts).
  stack = await startLocalStack({ port: 0, jwtSecret: randomBytes(48).toString('base64url'), admin: TEST_ADMIN, outboxDrainMs: 0 });
  project.provide('apiUrl', stack.url);
  project.provide('dynamoEndpoint', stack.dynamoEndpoint);
  project.provide('s3Endpoint', stack.s3Endpoint);
  project.provide('sesEndpoint', stack.sesEndpoint);
  project.provide('mailboxUrl', stack.mailboxUrl);
  project.provide('jwtSecret', process.env.JWT_SECRET!);
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
    jwtSecret: string;
  }
}
