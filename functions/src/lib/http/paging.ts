import * as z from 'zod';
import type { HttpResult } from './response';

export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 100;

/** A `?limit=` from 1 to `max`, `fallback` when absent, refused in French otherwise. */
export const limitSchema = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'Limite invalide' })
    .int('Limite invalide')
    .min(1, 'Limite invalide')
    .max(max, `La limite est de ${max} au plus`)
    .default(fallback);

/** `?limit=` of every paged list: 1 to 100, 50 when absent. */
export const pageLimitSchema = limitSchema(PAGE_MAX, PAGE_DEFAULT);

/** The answer with the cursor of the next page in `X-Next-Cursor` (absent on the last page). */
export function withNextCursor(result: HttpResult, nextCursor: string | undefined): HttpResult {
  if (nextCursor) result.headers = { ...result.headers, 'x-next-cursor': nextCursor };
  return result;
}
