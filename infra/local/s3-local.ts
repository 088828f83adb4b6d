import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { freePort } from './free-port';

export interface RunningS3 {
  endpoint: string;
  stop: () => Promise<void>;
}

/** Browsers PUT to presigned URLs and GET downloads from another origin, as with real S3. */
const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export async function startS3rver(options: { dataDir: string; buckets: string[] }): Promise<RunningS3> {
  const port = await freePort();
  mkdirSync(options.dataDir, { recursive: true });
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: options.dataDir,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [CORS] })),
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
