import { gunzipSync } from 'node:zlib';
import type * as z from 'zod/mini';
import type { openApiDocumentSchema } from '@app/shared/api/content';
import { jsonText } from '../lib/http/response';
import { openApiDocumentGzip } from './openapi-document.gen';

let text: string | undefined;
/** The document's JSON, as `npm run openapi` built it from the contract (decompressed once per process). */
export const openApiDocumentJson = (): string =>
  (text ??= gunzipSync(Buffer.from(openApiDocumentGzip, 'base64')).toString('utf8'));

/** GET /api/openapi.json: the same for everyone until the next deployment, so shared caches may keep it. */
export const openApiAnswer = () => {
  const result = jsonText<z.input<typeof openApiDocumentSchema>>(openApiDocumentJson());
  result.headers = { ...result.headers, 'cache-control': 'public, max-age=3600' };
  return result;
};
