/**
 * The S3 SDK as the functions use it, imported only dynamically (lib/files/client.ts `s3()`):
 * a Lambda evaluates the S3 client's modules on its first file operation, not at every cold start.
 */
export {
  CopyObjectCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
export { getSignedUrl } from '@aws-sdk/s3-request-presigner';
