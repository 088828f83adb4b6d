import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type * as S3SdkModule from '../aws/s3-sdk';
import { env } from '../env';

export type S3Sdk = typeof S3SdkModule;

let loaded: Promise<{ client: S3Client; sdk: S3Sdk }> | undefined;

function clientConfig(): S3ClientConfig {
  const { AWS_REGION, S3_ENDPOINT } = env();
  return {
    region: AWS_REGION,
    // Path style and checksums only when required: s3rver stores streamed bodies with their
    // chunk framing otherwise, and presigned URLs would carry an empty-body checksum.
    forcePathStyle: Boolean(S3_ENDPOINT),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT } : {}),
  };
}

/**
 * The S3 client and the SDK's commands, loaded on the first file operation of the process: most
 * calls touch no file, and evaluating the S3 client's modules took a quarter of a cold start's
 * SDK time (docs/decisions/025-lambda-size.md). Import nothing else from '@aws-sdk/client-s3'
 * but types, or the bundle evaluates it at init again.
 */
export function s3(): Promise<{ client: S3Client; sdk: S3Sdk }> {
  if (!loaded) {
    const config = clientConfig();
    loaded = import('../aws/s3-sdk').then((sdk) => ({ sdk, client: new sdk.S3Client(config) }));
  }
  return loaded;
}

export const files = async (): Promise<S3Client> => (await s3()).client;

export const filesBucket = (): string => env().FILES_BUCKET;
