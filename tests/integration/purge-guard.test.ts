import { randomUUID } from 'node:crypto';
import { CreateBucketCommand, DeleteObjectsCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { LOCAL_TABLE, localClientConfig } from '@app/infra/local/stack';
import { ensureTable } from '@app/infra/local/table';
import { call, form, newClient } from './api';
import { useFunctionsEnv } from './functions-env';

/**
 * The purge job runs in this process, as its Lambda would, over a bucket of its own (so a refused
 * purge leaves no orphans in the bucket the other tests share) and either the real table or an
 * empty one standing for a wrong table name.
 */
const BUCKET = 'file-manager-purge-guard';
const WRONG_TABLE = 'file-manager-wrong-table';
const LATER = Date.now() + 2 * 24 * 3600_000;
let s3: S3Client;
let liveIds: string[];

beforeAll(async () => {
  useFunctionsEnv();
  process.env.FILES_BUCKET = BUCKET;
  s3 = new S3Client({ ...localClientConfig(inject('s3Endpoint')), forcePathStyle: true });
  await s3.send(new CreateBucketCommand({ Bucket: BUCKET })).catch(() => undefined);
  await ensureTable(new DynamoDBClient(localClientConfig(inject('dynamoEndpoint'))), WRONG_TABLE);
  const client = await newClient();
  liveIds = [];
  for (const registration of ['GRD-1', 'GRD-2']) {
    const created = await call('POST', '/api/orders', {
      token: client.token,
      body: form({
        vehicle_brand: 'Peugeot',
        vehicle_model: '308',
        vehicle_year: '2019',
        registration,
        engine: '1.5 BlueHDi',
        kilometers: '80000',
        selected_services: '[]',
        file: [new Blob(['ecu']), 'ecu.bin'],
      }),
    });
    expect(created.status).toBe(201);
    liveIds.push(created.body.id);
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  process.env.TABLE_NAME = 'file-manager';
});

// The next files share this module graph: they get the shared bucket back, and fresh modules.
afterAll(() => useFunctionsEnv());

const put = (Key: string) => s3.send(new PutObjectCommand({ Bucket: BUCKET, Key, Body: 'x' }));
const keysUnder = async (Prefix: string) =>
  ((await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix }))).Contents ?? []).map((o) => o.Key!).sort();

/** Live orders' folders (a version and a chat attachment each) and `orphans` folders of orders that do not exist. */
async function fill(orphans: number) {
  const run = `${Date.now()}-${Math.random().toString(36).slice(2, 6)}`;
  const live = liveIds.flatMap((id) => [`orders/${id}/original/ecu-${run}.bin`, `orders/${id}/chat/photo-${run}.jpg`]);
  const gone = Array.from({ length: orphans }, (_, i) => `orders/gone-${run}-${i}/v1/file.bin`);
  for (const key of [...live, ...gone]) await put(key);
  return { live, gone };
}

/** The job's module loaded afresh, so it reads the environment as set now (a new Lambda). */
async function purgeJob() {
  vi.resetModules();
  return (await import('@app/functions/jobs/purge-orphan-order-files')).purgeOrphanOrderFiles;
}

/** The embedded-metric lines the job writes to stdout. */
function captureMetrics() {
  const lines: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array, ...rest: unknown[]) => {
    if (typeof chunk === 'string' && chunk.includes('"_aws"')) lines.push(chunk);
    return write(chunk, ...(rest as []));
  });
  return () => lines.map((line) => JSON.parse(line) as Record<string, unknown> & { _aws: { CloudWatchMetrics: unknown[] } });
}

/** Empties this test's own bucket (never the shared one). */
async function wipe() {
  const keys = await keysUnder('orders/');
  if (keys.length) await s3.send(new DeleteObjectsCommand({ Bucket: BUCKET, Delete: { Objects: keys.map((Key) => ({ Key })) } }));
}

describe('purge guard', () => {
  it('still purges the few orphans of an ordinary day, and keeps live orders and their chat attachments', async () => {
    await wipe();
    const { live, gone } = await fill(1);
    // A new order's presigned upload whose order was never made: gone a day after, like uploads/.
    const abandoned = `orders/${randomUUID()}/original/someone/1/ecu.bin`;
    await put(abandoned);
    const purge = await purgeJob();
    expect(await purge({ now: LATER })).toEqual({ deleted: 2, refused: false, finished: true });
    expect(await keysUnder('orders/gone-')).toEqual([]);
    expect(await keysUnder(abandoned)).toEqual([]);
    for (const key of live) expect(await keysUnder(key)).toEqual([key]);
    expect(gone).toHaveLength(1);
  });

  it('refuses a mass delete (a wrong table: every folder looks orphaned), deletes nothing and emits PurgeRefused', async () => {
    await wipe();
    const { live, gone } = await fill(11);
    process.env.TABLE_NAME = WRONG_TABLE;
    const metrics = captureMetrics();
    const purge = await purgeJob();
    expect(await purge({ now: LATER })).toEqual({ deleted: 0, refused: true, finished: false });
    expect(await keysUnder('orders/')).toEqual([...live, ...gone].sort());
    const [metric] = metrics();
    expect(metric).toMatchObject({
      PurgeRefused: 1,
      job: 'purge-orphan-order-files',
      // Powertools metadata values are strings.
      orphans: '13',
      folders: '13',
      _aws: { CloudWatchMetrics: [{ Namespace: 'FileManager', Dimensions: [], Metrics: [{ Name: 'PurgeRefused', Unit: 'Count' }] }] },
    });
  });

  it('refuses when more than 5 % of the folders look orphaned, with the right table too', async () => {
    await wipe();
    const { live, gone } = await fill(12);
    const purge = await purgeJob();
    expect(await purge({ now: LATER })).toEqual({ deleted: 0, refused: true, finished: false });
    expect(await keysUnder('orders/')).toEqual([...live, ...gone].sort());
  });
});

/** The object's Last-Modified as s3rver answers it (whole seconds). */
const lastModified = async (Key: string) =>
  must((await s3.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: Key }))).Contents?.[0]?.LastModified).getTime();
const must = <T>(value: T | undefined): T => {
  expect(value).toBeDefined();
  return value as T;
};
const checkpoint = async () =>
  (
    await new DynamoDBClient(localClientConfig(inject('dynamoEndpoint'))).send(
      new GetItemCommand({ TableName: LOCAL_TABLE, Key: { pk: { S: 'JOBSTATE#purge-orphan-order-files' }, sk: { S: 'JOBSTATE' } } }),
    )
  ).Item;
/** A Lambda clock with plenty of time for `pages` pages, then less than the margin. */
const clockFor = (pages: number) => {
  let calls = 0;
  return { getRemainingTimeInMillis: () => (++calls <= pages ? 300_000 : 10_000) };
};

describe('purge page by page', () => {
  it('judges a folder spanning pages on all its objects: an old first object and a recent one on the next page keep it', async () => {
    await wipe();
    const { live } = await fill(0);
    const gone = ['orders/gone-span/original/a.bin', 'orders/gone-span/v1/b.bin', 'orders/gone-span/v2/c.bin'];
    for (const key of gone) await put(key);
    await put('orders/recent-span/original/a.bin');
    // Last-Modified has whole seconds: the second object is written in a later second.
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await put('orders/recent-span/v1/b.bin');
    const newest = await lastModified('orders/recent-span/v1/b.bin');
    expect(await lastModified('orders/recent-span/original/a.bin')).toBeLessThan(newest);

    // "Now" one grace period after the recent object: it is exactly at the cutoff, every other object before it.
    const purge = await purgeJob();
    const { ORPHAN_GRACE_MS } = await import('@app/functions/jobs/purge-orphan-order-files');
    expect(await purge({ now: newest + ORPHAN_GRACE_MS, pageSize: 1 })).toEqual({ deleted: 3, refused: false, finished: true });
    expect(await keysUnder('orders/')).toEqual([...live, 'orders/recent-span/original/a.bin', 'orders/recent-span/v1/b.bin'].sort());
  });

  it('stops when the Lambda has less than 30 s left, stores its checkpoint, and the next run resumes there: together they delete exactly the orphans', async () => {
    await wipe();
    const { live, gone } = await fill(0);
    const orphans = ['a', 'b', 'c', 'd'].flatMap((folder) => [`orders/gone-${folder}/original/x.bin`, `orders/gone-${folder}/v1/y.bin`]);
    for (const key of orphans) await put(key);
    expect(gone).toEqual([]);
    const purge = await purgeJob();

    // Pages of 2: the live folders' 4 objects, then gone-a, then gone-b (which judges gone-a), then the clock runs out.
    const first = await purge({ now: LATER, pageSize: 2, clock: clockFor(4) });
    expect(first).toEqual({ deleted: 2, refused: false, finished: false });
    const saved = must(await checkpoint());
    expect(saved.start_after?.S).toBe('orders/gone-a/v1/y.bin');
    expect(saved.totals?.M?.deleted?.N).toBe('2');
    expect(Number(saved.expires_at?.N) * 1000).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
    expect(await keysUnder('orders/gone-')).toEqual(orphans.slice(2));

    // An orphan sorting before the checkpoint: a run that resumes never lists it.
    await put('orders/0-early/v1/z.bin');
    const second = await purge({ now: LATER, pageSize: 2 });
    expect(second).toEqual({ deleted: 6, refused: false, finished: true });
    expect(first.deleted + second.deleted).toBe(orphans.length);
    expect(await keysUnder('orders/')).toEqual(['orders/0-early/v1/z.bin', ...live].sort());
    expect(await checkpoint()).toBeUndefined();

    // The walk over, the next one starts from the beginning.
    expect(await purge({ now: LATER, pageSize: 2 })).toEqual({ deleted: 1, refused: false, finished: true });
    expect(await keysUnder('orders/')).toEqual([...live].sort());
  });
});
