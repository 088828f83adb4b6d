import * as z from 'zod';

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

/** The opaque cursor of the previous page's `X-Next-Cursor`. */
export const cursorSchema = z.string().max(4000, 'Curseur invalide').optional();

/** `?format=json` (or `Accept: application/json`): the presigned link as JSON instead of a 302. */
export const linkQuery = z.object({ format: z.literal('json').optional() });
