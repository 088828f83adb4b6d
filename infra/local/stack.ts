import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import { buildPendingExports } from '@app/functions/jobs/build-exports';
import { handler as streamHandler } from '@app/functions/push/stream-handler';
import { startDynamoDbLocal } from './dynamodb-local';
import { startGateway } from './gateway';
import { startS3rver } from './s3-local';
import { seedAdministrator } from './seed-admin';
import { startOutboxDrain } from './outbox-drain';
import { startJobLoop } from './job-loop';
import { startPushManagement } from './push-management';
import { attachPushSockets } from './push-sockets';
import { startSesLocal } from './ses-local';
import { startStripeEmulator, type RunningStripeEmulator } from './stripe/stripe-emulator';
import { randomBytes } from 'node:crypto';
import { recountCounters } from '@app/functions/order-data/counters/recount';
import { reindexOrders } from '@app/functions/order-data/order-reindex-repository';
import { reindexAccounts } from '@app/functions/users/user-repository';
import { generateTokenKey, publicKeySetOf, type PrivateJwk } from '@app/functions/lib/auth/token-keys';
import { ensureTable, tableStreamArn } from './table';
import { startStreamPoller } from './stream-poller';

// The Lambdas run on Node.js 22; the local stack supports Node 20.19+, for which the SDK would
// print a deprecation notice on every start.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export const LOCAL_TABLE = 'file-manager';
export const LOCAL_FILES_BUCKET = 'file-manager-files';
const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const REGION = 'eu-west-3';

export interface LocalStackOptions {
  /** Persistent data folder; without it DynamoDB runs in memory and S3 in a temporary folder. */
  dataDir?: string;
  port: number;
  host?: string;
  staticDir?: string;
  /** The ES256 token signing key (npm start keeps one under DATA_DIR); a new one when omitted. */
  tokenKey?: PrivateJwk;
  admin: { email: string; password: string };
  /** Port of the SES emulator (its mailbox page); a free one by default. */
  sesPort?: number;
  /** Port of the Stripe emulator (its checkout page and pending debits); a free one by default. */
  stripePort?: number;
  /** How often the outbox is drained into the SES emulator; 0 never (tests drain it themselves). */
  outboxDrainMs?: number;
  /** How often the build-exports job runs (every minute in the cloud); 0 never. */
  exportsEveryMs?: number;
}

export interface LocalStack {
  url: string;
  dynamoEndpoint: string;
  s3Endpoint: string;
  /** The aws-ses-v2-local endpoint (SES_ENDPOINT) and its web mailbox (`/store` as JSON). */
  sesEndpoint: string;
  mailboxUrl: string;
  /** The Stripe emulator: its address, the events it sent (with their deliveries), a replay. */
  stripe: Pick<RunningStripeEmulator, 'url' | 'events' | 'resend' | 'idle'>;
  /** The push channel's WebSocket endpoint (`/ws`): suspend closes every socket and answers 503 until resume. */
  push: { suspend(): Promise<void>; resume(): void };
  stop: () => Promise<void>;
}

export const localClientConfig = (endpoint: string) => ({ region: REGION, endpoint, credentials: LOCAL_CREDENTIALS });

/** DynamoDB Local + s3rver + table + bucket + bootstrap admin + the gateway with the SPA. */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const s3Dir = options.dataDir ? join(options.dataDir, 's3') : mkdtempSync(join(tmpdir(), 'fm-s3-'));
  const dynamo = await startDynamoDbLocal({ dataDir: options.dataDir ? join(options.dataDir, 'dynamodb') : undefined });
  const stops: (() => Promise<void>)[] = [dynamo.stop];
  try {
    const s3 = await startS3rver({ dataDir: s3Dir, buckets: [LOCAL_FILES_BUCKET] });
    stops.unshift(s3.stop);
    const ses = await startSesLocal(options.sesPort);
    stops.unshift(ses.stop);
    // Stripe cannot be reached from here: its emulator, with test keys made for this run (issue 40).
    const stripeKeys = { apiKey: `sk_test_${randomBytes(12).toString('hex')}`, webhookSecret: `whsec_${randomBytes(16).toString('hex')}` };
    const stripe = await startStripeEmulator({ ...stripeKeys, port: options.stripePort });
    stops.unshift(stripe.stop);
    const tokenKey = options.tokenKey ?? (await generateTokenKey('local'));
    Object.assign(process.env, {
      TABLE_NAME: LOCAL_TABLE,
      FILES_BUCKET: LOCAL_FILES_BUCKET,
      AWS_REGION: REGION,
      AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      S3_ENDPOINT: s3.endpoint,
      // One process plays every Lambda: it holds the signing key the cloud gives the auth function only.
      TOKEN_SIGNING_KEY: JSON.stringify(tokenKey),
      TOKEN_PUBLIC_KEYS: publicKeySetOf([tokenKey]),
      SES_ENDPOINT: ses.endpoint,
      STRIPE_API_URL: stripe.url,
      STRIPE_SECRET_KEY: stripeKeys.apiKey,
      STRIPE_WEBHOOK_SECRET: stripeKeys.webhookSecret,
    });
    const dynamoClient = new DynamoDBClient(localClientConfig(dynamo.endpoint));
    await ensureTable(dynamoClient, LOCAL_TABLE);
    await ensureBucket(s3.endpoint);
    await seedAdministrator(options.admin.email, options.admin.password);
    // Data kept from an earlier start may predate the counters and indexes: bring them in step
    // once (the nightly job in the cloud).
    if (options.dataDir) {
      await reindexOrders();
      await reindexAccounts();
      await recountCounters({ fix: true });
    }
    const gateway = await startGateway({ port: options.port, host: options.host, staticDir: options.staticDir });
    stops.unshift(gateway.stop);
    // The push channel (decision 016): WebSockets on the gateway's port, the management API on its own.
    const sockets = attachPushSockets(gateway.server);
    stops.unshift(sockets.stop);
    const management = await startPushManagement(sockets.connections);
    stops.unshift(management.stop);
    process.env.PUSH_MANAGEMENT_ENDPOINT = management.endpoint;
    // The stream handler over DynamoDB Local's stream, as Lambda's event source runs it in the cloud.
    const poller = await startStreamPoller({
      client: new DynamoDBStreamsClient(localClientConfig(dynamo.endpoint)),
      streamArn: await tableStreamArn(dynamoClient, LOCAL_TABLE),
      region: REGION,
      handler: streamHandler,
    });
    stops.unshift(poller.stop);
    // Every answered call that may have written: its stream records are read at once.
    gateway.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') res.once('finish', poller.kick);
    });
    // The mails' links lead to this portal unless told otherwise.
    process.env.PUBLIC_URL ??= gateway.url;
    stripe.setWebhookUrl(`${gateway.url}/api/payments/stripe/webhook`);
    const drainEvery = options.outboxDrainMs ?? 3000;
    if (drainEvery > 0) stops.unshift(startOutboxDrain(drainEvery));
    const exportsEvery = options.exportsEveryMs ?? 2000;
    if (exportsEvery > 0) stops.unshift(startJobLoop('build-exports', buildPendingExports, exportsEvery));
    return {
      url: gateway.url,
      dynamoEndpoint: dynamo.endpoint,
      s3Endpoint: s3.endpoint,
      sesEndpoint: ses.endpoint,
      mailboxUrl: ses.mailbox,
      stripe: { url: stripe.url, events: stripe.events, resend: stripe.resend, idle: stripe.idle },
      push: { suspend: sockets.suspend, resume: sockets.resume },
      stop: async () => {
        for (const stop of stops) await stop().catch(() => undefined);
        if (!options.dataDir) rmSync(s3Dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    for (const stop of stops) await stop().catch(() => undefined);
    throw error;
  }
}

async function ensureBucket(endpoint: string): Promise<void> {
  const client = new S3Client({ ...localClientConfig(endpoint), forcePathStyle: true });
  await client.send(new CreateBucketCommand({ Bucket: LOCAL_FILES_BUCKET })).catch((error: { name?: string }) => {
    if (error.name !== 'BucketAlreadyOwnedByYou' && error.name !== 'BucketAlreadyExists') throw error;
  });
}
