import {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { HttpResponse, type HttpRequest } from '@smithy/core/protocols';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import type { FinalizeHandler, FinalizeHandlerArguments, MetadataBearer } from '@smithy/types';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The functions' S3 calls against the SDK's S3 client (decision 025, "S3 through the SDK's
 * signer"): the same request, byte for byte, signed with the same signature, for each call the
 * functions make, in both addressing styles. s3rver checks no SigV4 signature, so this is what
 * says real S3 would accept them.
 */
const BUCKET = 'fm-files';
const CREDENTIALS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', sessionToken: 'session' };
const NOW = new Date('2026-11-26T12:34:56Z');

type Sent = Pick<HttpRequest, 'method' | 'protocol' | 'hostname' | 'port' | 'path' | 'query' | 'headers'> & { body?: string };

const sentOf = (request: HttpRequest): Sent => {
  const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => name !== 'user-agent'));
  const { method, protocol, hostname, port, path, query } = request;
  const body = request.body === undefined ? undefined : Buffer.from(request.body as Uint8Array | string).toString();
  return { method, protocol, hostname, port, path, query, headers, ...(body === undefined ? {} : { body }) };
};

const answer = (statusCode: number, body = '', headers: Record<string, string> = {}) =>
  ({ response: new HttpResponse({ statusCode, headers, body: Readable.from(body ? [Buffer.from(body)] : []) }) });

/** The SDK client as lib/files/client.ts configured it, recording its signed requests. */
function sdkClient(endpoint: string | undefined, sent: Sent[]): S3Client {
  const client = new S3Client({
    region: 'eu-west-3',
    credentials: CREDENTIALS,
    forcePathStyle: Boolean(endpoint),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(endpoint ? { endpoint } : {}),
    requestHandler: {
      handle: async (request: HttpRequest) => {
        sent.push(sentOf(request));
        return answer(200, '<ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>');
      },
    } as never,
  });
  // The SDK's own telemetry headers (invocation id, attempt, user agent) are signed too: left out.
  client.middlewareStack.addRelativeTo(
    (next: FinalizeHandler<object, MetadataBearer>) => async (args: FinalizeHandlerArguments<object>) => {
      const headers = (args.request as HttpRequest).headers;
      for (const name of ['amz-sdk-invocation-id', 'amz-sdk-request', 'x-amz-user-agent']) delete headers[name];
      return next(args);
    },
    { relation: 'before', toMiddleware: 'httpSigningMiddleware', name: 'dropTelemetry' },
  );
  return client;
}

async function functionsModules(endpoint: string | undefined) {
  vi.stubEnv('TABLE_NAME', 'table');
  vi.stubEnv('FILES_BUCKET', BUCKET);
  vi.stubEnv('AWS_REGION', 'eu-west-3');
  vi.stubEnv('S3_ENDPOINT', endpoint ?? '');
  if (!endpoint) delete process.env.S3_ENDPOINT;
  vi.stubEnv('AWS_ACCESS_KEY_ID', CREDENTIALS.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', CREDENTIALS.secretAccessKey);
  vi.stubEnv('AWS_SESSION_TOKEN', CREDENTIALS.sessionToken);
  vi.resetModules();
  return { objects: await import('./objects'), presign: await import('./presign') };
}

const drain = async (chunks: AsyncIterable<Uint8Array>) => {
  for await (const chunk of chunks) void chunk;
};

beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe.each([
  ['virtual-hosted style on AWS', undefined],
  ['path style on S3_ENDPOINT', 'http://127.0.0.1:4569'],
])('the functions’ S3 calls, %s', (_, endpoint) => {
  it('send what the SDK sends, signed alike', async () => {
    const ours: Sent[] = [];
    vi.spyOn(NodeHttpHandler.prototype, 'handle').mockImplementation(async (request) => {
      ours.push(sentOf(request));
      return answer(200, '<ListBucketResult><IsTruncated>false</IsTruncated></ListBucketResult>', { 'content-length': '0' });
    });
    const { objects } = await functionsModules(endpoint);
    const key = 'orders/o1/Réglage (1) a+b=c~d.bin';
    await objects.putObject(key, Buffer.from('hello'));
    await objects.putObjectOnce('invoices/F-1.pdf', Buffer.from('%PDF'), 'application/pdf');
    await drain(objects.readObject(key, '"etag-1"'));
    await objects.objectHead(key);
    await objects.deleteObject(key);
    await objects.deleteKeys(['uploads/a&b <c>.bin', 'uploads/d']);
    await objects.copyObject('uploads/u1/x y.bin', 'orders/o1/x y.bin');
    await objects.listPage('uploads/', 'uploads/a', 10);
    await objects.listPage('orders/');

    const theirs: Sent[] = [];
    const client = sdkClient(endpoint, theirs);
    const Bucket = BUCKET;
    const type = 'application/octet-stream';
    const commands = [
      new PutObjectCommand({ Bucket, Key: key, Body: Buffer.from('hello'), ContentType: type }),
      new PutObjectCommand({ Bucket, Key: 'invoices/F-1.pdf', Body: Buffer.from('%PDF'), ContentType: 'application/pdf', IfNoneMatch: '*' }),
      new GetObjectCommand({ Bucket, Key: key, IfMatch: '"etag-1"' }),
      new HeadObjectCommand({ Bucket, Key: key }),
      new DeleteObjectCommand({ Bucket, Key: key }),
      new DeleteObjectsCommand({ Bucket, Delete: { Objects: [{ Key: 'uploads/a&b <c>.bin' }, { Key: 'uploads/d' }], Quiet: true } }),
      new CopyObjectCommand({ Bucket, Key: 'orders/o1/x y.bin', CopySource: `${BUCKET}/uploads/u1/x%20y.bin` }),
      new ListObjectsCommand({ Bucket, Prefix: 'uploads/', Marker: 'uploads/a', MaxKeys: 10 }),
      new ListObjectsCommand({ Bucket, Prefix: 'orders/', MaxKeys: 1000 }),
    ];
    for (const command of commands) await client.send(command as never).catch(() => undefined);

    expect(ours).toHaveLength(commands.length);
    ours.forEach((request, i) => expect(request, `call ${i}`).toEqual(theirs[i]));
    expect(ours[0]?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20261126\/eu-west-3\/s3\/aws4_request/);
  });

  it('presign the URLs the SDK’s presigner gives', async () => {
    const { presign } = await functionsModules(endpoint);
    const client = sdkClient(endpoint, []);
    const upload = 'uploads/u1/0b6c/12/Réglage (1).bin';
    expect(await presign.presignUpload(upload, 12)).toBe(
      await getSignedUrl(
        client,
        new PutObjectCommand({ Bucket: BUCKET, Key: upload, ContentType: 'application/octet-stream', ContentLength: 12, IfNoneMatch: '*' }),
        { expiresIn: 900, signableHeaders: new Set(['if-none-match']) },
      ),
    );
    const download = await presign.presignDownload('orders/o1/a.bin', 'Passat "B8".bin', 600);
    expect(download).toBe(
      await getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: BUCKET,
          Key: 'orders/o1/a.bin',
          ResponseContentDisposition: `attachment; filename="Passat _B8_.bin"; filename*=UTF-8''Passat%20%22B8%22.bin`,
          ResponseContentType: 'application/octet-stream',
        }),
        { expiresIn: 600 },
      ),
    );
    const url = new URL(download);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(url.searchParams.get('X-Amz-Security-Token')).toBe('session');
    const logo = await presign.presignGet(
      'logos/partners/p1/l.png',
      { 'response-content-type': 'image/png', 'response-content-disposition': 'inline; filename="l.png"', 'response-cache-control': 'private, max-age=300' },
      300,
    );
    expect(logo).toBe(
      await getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: BUCKET,
          Key: 'logos/partners/p1/l.png',
          ResponseContentType: 'image/png',
          ResponseContentDisposition: 'inline; filename="l.png"',
          ResponseCacheControl: 'private, max-age=300',
        }),
        { expiresIn: 300 },
      ),
    );
  });
});

describe('S3’s answers', () => {
  const error = (code: string) => `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>m &amp; m</Message></Error>`;

  it('reads a listing’s objects, entities decoded, and says when more follow', async () => {
    vi.spyOn(NodeHttpHandler.prototype, 'handle').mockResolvedValue(
      answer(
        200,
        '<ListBucketResult><IsTruncated>true</IsTruncated><Contents><Key>uploads/a&amp;b &lt;1&gt;.bin</Key>' +
          '<LastModified>2026-11-01T10:00:00.000Z</LastModified><ETag>&quot;e1&quot;</ETag><Size>12</Size></Contents>' +
          '<Contents><Key>uploads/z.bin</Key><LastModified>2026-11-02T10:00:00.000Z</LastModified><Size>3</Size></Contents></ListBucketResult>',
      ),
    );
    const { objects } = await functionsModules(undefined);
    expect(await objects.listPage('uploads/')).toEqual({
      objects: [
        { Key: 'uploads/a&b <1>.bin', LastModified: new Date('2026-11-01T10:00:00Z'), ETag: '"e1"', Size: 12 },
        { Key: 'uploads/z.bin', LastModified: new Date('2026-11-02T10:00:00Z'), Size: 3 },
      ],
      next: 'uploads/z.bin',
    });
  });

  it('turns NoSuchKey into the missing object callers handle, and other codes into errors named by them', async () => {
    const handle = vi.spyOn(NodeHttpHandler.prototype, 'handle');
    const { objects } = await functionsModules(undefined);
    handle.mockResolvedValueOnce(answer(404));
    expect(await objects.objectHead('uploads/gone')).toBeUndefined();
    handle.mockResolvedValueOnce(answer(404, error('NoSuchKey')));
    await expect(drain(objects.readObject('uploads/gone'))).rejects.toMatchObject({ name: 'NoSuchKey', status: 404, message: 'm & m' });
    handle.mockResolvedValueOnce(answer(412, error('PreconditionFailed')));
    expect(await objects.putObjectOnce('invoices/F-1.pdf', Buffer.from('x'), 'application/pdf')).toBe(false);
    handle.mockResolvedValueOnce(answer(403, error('AccessDenied')));
    await expect(objects.deleteObject('orders/x')).rejects.toMatchObject({ name: 'AccessDenied', status: 403 });
    expect(handle).toHaveBeenCalledTimes(4);
  });

  it('tries a call again after a 5xx or a lost connection, three attempts at most', async () => {
    const handle = vi.spyOn(NodeHttpHandler.prototype, 'handle');
    const { objects } = await functionsModules(undefined);
    handle.mockResolvedValueOnce(answer(503, error('SlowDown'))).mockRejectedValueOnce(new Error('socket hang up'));
    handle.mockResolvedValueOnce(answer(200, '', { 'content-length': '7', etag: '"e7"' }));
    expect(await objects.objectHead('uploads/a')).toEqual({ size: 7, etag: '"e7"' });
    handle.mockImplementation(async () => answer(500, error('InternalError')));
    await expect(objects.deleteObject('uploads/a')).rejects.toMatchObject({ name: 'InternalError' });
    expect(handle).toHaveBeenCalledTimes(6);
  });
});
