import { PutObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { LOCAL_FILES_BUCKET, LOCAL_TABLE, localClientConfig } from '@app/infra/local/stack';

/** The job runs in this process against the same s3rver, as a Lambda would against S3. */
describe('purge-abandoned-uploads job', () => {
  let s3: S3Client;
  beforeAll(() => {
    Object.assign(process.env, {
      TABLE_NAME: LOCAL_TABLE,
      FILES_BUCKET: LOCAL_FILES_BUCKET,
      S3_ENDPOINT: inject('s3Endpoint'),
      DYNAMODB_ENDPOINT: inject('dynamoEndpoint'),
      JWT_SECRET: inject('jwtSecret'),
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      LOG_LEVEL: 'SILENT',
    });
    s3 = new S3Client({ ...localClientConfig(inject('s3Endpoint')), forcePathStyle: true });
  });

  it('deletes uploads older than a day and keeps recent ones and order files', async () => {
    const { purgeAbandonedUploads, ABANDONED_AFTER_MS } = await import('@app/functions/jobs/purge-abandoned-uploads');
    const put = (Key: string) => s3.send(new PutObjectCommand({ Bucket: LOCAL_FILES_BUCKET, Key, Body: 'x' }));
    await put('uploads/job-test/recent/a.bin');
    await put('orders/job-test/original/a.bin');
    const keys = async (Prefix: string) =>
      ((await s3.send(new ListObjectsV2Command({ Bucket: LOCAL_FILES_BUCKET, Prefix }))).Contents ?? []).map((o) => o.Key);

    // "Now" is a day and a minute ahead: every upload just written counts as abandoned.
    await purgeAbandonedUploads(Date.now() - 60_000);
    expect(await keys('uploads/job-test/')).toContain('uploads/job-test/recent/a.bin');

    const result = await purgeAbandonedUploads(Date.now() + ABANDONED_AFTER_MS + 60_000);
    expect(result.deleted).toBeGreaterThanOrEqual(1);
    expect(await keys('uploads/job-test/')).toEqual([]);
    expect(await keys('orders/job-test/')).toEqual(['orders/job-test/original/a.bin']);
  });
});
