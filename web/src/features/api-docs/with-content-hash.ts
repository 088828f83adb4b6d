import type { SwaggerRequest } from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import { hashedBody } from '@/lib/api/build-request';

/** A 'Try it out' call carries its body's SHA-256, as the SPA's own calls do (CloudFront's origin access control needs it). */
export async function withContentHash(request: SwaggerRequest): Promise<SwaggerRequest> {
  const headers = new Headers(request.headers);
  const body = await hashedBody((request.method ?? 'GET').toUpperCase(), request.body, headers);
  return { ...request, body, headers: Object.fromEntries(headers) };
}
