import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_FILES_BUCKET, LOCAL_TABLE, localClientConfig } from '@app/infra/local/stack';
import { asAdmin, call, form, newClient } from './api';
import { useFunctionsEnv } from './functions-env';

/** The jobs run in this process against the same DynamoDB Local and s3rver, as a Lambda would. */
let s3: S3Client;
beforeAll(() => {
  useFunctionsEnv();
  s3 = new S3Client({ ...localClientConfig(inject('s3Endpoint')), forcePathStyle: true });
});

const put = (Key: string) => s3.send(new PutObjectCommand({ Bucket: LOCAL_FILES_BUCKET, Key, Body: 'x' }));
const keysUnder = async (Prefix: string) =>
  ((await s3.send(new ListObjectsV2Command({ Bucket: LOCAL_FILES_BUCKET, Prefix }))).Contents ?? []).map((o) => o.Key);
const DAY_AND_A_MINUTE = 24 * 3600_000 + 60_000;

describe('purge of abandoned uploads', () => {
  it('deletes uploads older than a day and keeps recent ones and order files', async () => {
    const { purgeAbandonedUploads } = await import('@app/functions/jobs/purge-abandoned-uploads');
    await put('uploads/job-test/recent/a.bin');
    await put('orders/job-test/original/a.bin');

    await purgeAbandonedUploads({ now: Date.now() - 60_000 });
    expect(await keysUnder('uploads/job-test/')).toContain('uploads/job-test/recent/a.bin');

    // "Now" a day and a minute ahead: every upload just written counts as abandoned.
    expect((await purgeAbandonedUploads({ now: Date.now() + DAY_AND_A_MINUTE })).deleted).toBeGreaterThanOrEqual(1);
    expect(await keysUnder('uploads/job-test/')).toEqual([]);
    expect(await keysUnder('orders/job-test/')).toEqual(['orders/job-test/original/a.bin']);
  });
});

describe('purge of orphan order files', () => {
  it("deletes the files of orders that no longer exist, after the grace period, and keeps live orders' files", async () => {
    const { purgeOrphanOrderFiles } = await import('@app/functions/jobs/purge-orphan-order-files');
    const client = await newClient();
    const created = await call('POST', '/api/orders', {
      token: client.token,
      body: form({
        vehicle_brand: 'Audi',
        vehicle_model: 'A3',
        vehicle_year: '2020',
        registration: 'JOB-1',
        engine: '2.0 TDI',
        kilometers: '1000',
        selected_services: '[]',
        file: [new Blob(['live']), 'a3.bin'],
      }),
    });
    expect(created.status).toBe(201);
    const live = `orders/${created.body.id}/`;
    const orphan = `orders/orphan-${Date.now()}/`;
    await put(`${orphan}original/x.bin`);
    await put(`${orphan}v1/y.bin`);
    // A new order's presigned upload, its order not made yet (the form still open).
    const upload = `orders/${randomUUID()}/original/${client.id}/1/x.bin`;
    await put(upload);

    expect(await purgeOrphanOrderFiles({ now: Date.now() })).toEqual({ deleted: 0, refused: false, finished: true });
    expect(await keysUnder(orphan)).toHaveLength(2);

    // Past the hour of grace (never a day here: the other tests' abandoned uploads would all count).
    await purgeOrphanOrderFiles({ now: Date.now() + 2 * 3600_000 });
    expect(await keysUnder(orphan)).toEqual([]);
    expect(await keysUnder(upload)).toEqual([upload]);
    expect(await keysUnder(live)).toHaveLength(1);
    expect((await call('GET', `/api/orders/${created.body.id}`, { token: await asAdmin() })).status).toBe(200);
  });
});

describe('purge-stale-files handler', () => {
  const checkpointOf = async (job: string) =>
    (
      await new DynamoDBClient(localClientConfig(inject('dynamoEndpoint'))).send(
        new GetItemCommand({ TableName: LOCAL_TABLE, Key: { pk: { S: `JOBSTATE#${job}` }, sk: { S: 'JOBSTATE' } } }),
      )
    ).Item;

  it("stops before listing when its Lambda context has less than 30 s left, stores both checkpoints, and the next run finishes and clears them", async () => {
    const { handler } = await import('@app/functions/jobs/purge-stale-files');
    await put('uploads/job-test-handler/a.bin');

    const nearTimeout = { getRemainingTimeInMillis: () => 29_000 };
    expect(await handler(undefined, nearTimeout)).toEqual({ uploads: 0, orphans: 0, orphansRefused: false, finished: false });
    for (const job of ['purge-abandoned-uploads', 'purge-orphan-order-files']) {
      const item = await checkpointOf(job);
      expect(item?.type?.S, job).toBe('job_checkpoint');
      expect(Number(item?.expires_at?.N) * 1000).toBeGreaterThan(Date.now() + 6 * 24 * 3600_000);
    }

    expect(await handler(undefined, { getRemainingTimeInMillis: () => 300_000 })).toMatchObject({ finished: true });
    expect(await checkpointOf('purge-abandoned-uploads')).toBeUndefined();
    expect(await checkpointOf('purge-orphan-order-files')).toBeUndefined();
    // A recent upload stays.
    expect(await keysUnder('uploads/job-test-handler/')).toEqual(['uploads/job-test-handler/a.bin']);
  });
});
