import { S3Client } from '@aws-sdk/client-s3';
import { env } from '../env';

let s3: S3Client | undefined;

export function files(): S3Client {
  if (s3) return s3;
  const { AWS_REGION, S3_ENDPOINT } = env();
  s3 = new S3Client({
    region: AWS_REGION,
    // Path style and checksums only when required: s3rver stores streamed bodies with their
    // chunk framing otherwise, and presigned URLs would carry an empty-body checksum.
    forcePathStyle: Boolean(S3_ENDPOINT),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT } : {}),
  });
  return s3;
}

export const filesBucket = (): string => env().FILES_BUCKET;
