import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { Sha256 } from '@smithy/core/checksum';
import { buildQueryString, extendedEncodeURIComponent, HttpRequest, type HttpResponse } from '@smithy/core/protocols';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { SignatureV4 } from '@smithy/signature-v4';
import { env } from '../env';
import { S3Error, s3Error } from './s3-error';

/**
 * S3 as the functions use it: REST calls signed by the SDK's own SigV4 signer and sent by its
 * Node HTTP handler, both already in every bundle through the DynamoDB client, instead of
 * @aws-sdk/client-s3 (about 215 KB of each bundle that touches files; decision 025, "S3 through
 * the SDK's signer"). Credentials come from the same chain as the DynamoDB client's (in the
 * bundles, the environment alias of lib/aws/env-credentials.ts). Path style on S3_ENDPOINT
 * (s3rver), virtual-hosted style on AWS.
 */
interface S3Setup {
  signer: SignatureV4;
  handler: NodeHttpHandler;
  endpoint: URL;
  pathStyle: boolean;
}

let setup: S3Setup | undefined;

export const filesBucket = (): string => env().FILES_BUCKET;

function s3Setup(): S3Setup {
  if (setup) return setup;
  const { AWS_REGION, S3_ENDPOINT, FILES_BUCKET } = env();
  setup = {
    // S3 signs the path as sent (no second encoding) and wants the payload hash header.
    signer: new SignatureV4({ service: 's3', region: AWS_REGION, credentials: defaultProvider(), sha256: Sha256, uriEscapePath: false }),
    handler: new NodeHttpHandler(),
    endpoint: new URL(S3_ENDPOINT ?? `https://${FILES_BUCKET}.s3.${AWS_REGION}.amazonaws.com`),
    pathStyle: Boolean(S3_ENDPOINT),
  };
  return setup;
}

/** One call to the files bucket: an object's (`key`) or the bucket's own (no key). */
export interface S3Call {
  method: 'GET' | 'HEAD' | 'PUT' | 'POST' | 'DELETE';
  key?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: Uint8Array | string;
}

function s3Request({ method, key, query = {}, headers = {}, body }: S3Call): HttpRequest {
  const { endpoint, pathStyle } = s3Setup();
  const keyPath = key === undefined ? '' : key.split('/').map(extendedEncodeURIComponent).join('/');
  const bucketPath = pathStyle ? `/${filesBucket()}/` : '/';
  return new HttpRequest({
    method,
    protocol: endpoint.protocol,
    hostname: endpoint.hostname,
    ...(endpoint.port ? { port: Number(endpoint.port) } : {}),
    path: `${bucketPath}${keyPath}`,
    query,
    headers: {
      ...headers,
      ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
      host: endpoint.host,
    },
    body,
  });
}

/** The whole body of an answer as text (and the socket freed). */
export async function bodyText(response: HttpResponse): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of (response.body ?? []) as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

const ATTEMPTS = 3;
/** As the SDK's standard retries: throttling, S3's 5xx and a lost connection are tried again. */
const retryable = (error: unknown) => !(error instanceof S3Error) || error.status >= 500 || error.code === 'SlowDown';
const backoff = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 100 * 2 ** attempt));

async function sendOnce(call: S3Call): Promise<HttpResponse> {
  const { signer, handler } = s3Setup();
  const signed = (await signer.sign(s3Request(call))) as HttpRequest;
  const { response } = await handler.handle(signed);
  if (response.statusCode < 300) return response;
  throw s3Error(response.statusCode, await bodyText(response));
}

/**
 * Sends a call and answers S3's response (its body a Node stream, to read or drain); a status
 * of 300 or more is thrown as an S3Error named by S3's `<Code>`.
 */
export async function s3Send(call: S3Call): Promise<HttpResponse> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await sendOnce(call);
    } catch (error) {
      if (attempt >= ATTEMPTS || !retryable(error)) throw error;
      await backoff(attempt);
    }
  }
}

/** Sends a call whose answer has no body worth reading (PUT, DELETE, HEAD): its headers. */
export async function s3Call(call: S3Call): Promise<HttpResponse['headers']> {
  const response = await s3Send(call);
  await bodyText(response);
  return response.headers;
}

/**
 * A presigned URL of a call, as the SDK's presigner makes it: the payload unsigned, content-type
 * left out of the signature, the other headers given signed (the browser must send them).
 */
export async function s3Presign(call: S3Call, expiresIn: number, signableHeaders?: Set<string>): Promise<string> {
  const request = s3Request(call);
  request.headers['X-Amz-Content-Sha256'] = 'UNSIGNED-PAYLOAD';
  const signed = await s3Setup().signer.presign(request, {
    expiresIn,
    unsignableHeaders: new Set(['content-type']),
    ...(signableHeaders ? { signableHeaders } : {}),
  });
  const port = signed.port ? `:${signed.port}` : '';
  const query = buildQueryString(signed.query ?? {});
  return `${signed.protocol}//${signed.hostname}${port}${signed.path}${query ? `?${query}` : ''}`;
}
