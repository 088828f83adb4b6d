import * as z from 'zod';
import type { HttpResult } from './response';

export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 100;

/** `?limit=` of every paged list: 1 to 100, 50 when absent. */
export const pageLimitSchema = z.coerce
  .number({ error: 'Limite invalide' })
  .int('Limite invalide')
  .min(1, 'Limite invalide')
  .max(PAGE_MAX, `La limite est de ${PAGE_MAX} au plus`)
  .default(PAGE_DEFAULT);

/** The answer with the cursor of the next page in `X-Next-Cursor` (absent on the last page). */
export function withNextCursor(result: HttpResult, nextCursor: string | undefined): HttpResult {
  if (nextCursor) result.headers = { ...result.headers, 'x-next-cursor': nextCursor };
  return result;
}
