import * as z from 'zod/mini';

export const PAGE_DEFAULT = 50;
export const PAGE_MAX = 100;

/** A `?limit=` from 1 to `max`, `fallback` when absent, refused in French otherwise. */
export const limitSchema = (max: number, fallback: number) =>
  z._default(
    z.coerce
      .number({ error: 'Limite invalide' })
      .check(z.int('Limite invalide'), z.gte(1, 'Limite invalide'), z.lte(max, `La limite est de ${max} au plus`)),
    fallback,
  );

/** `?limit=` of every paged list: 1 to 100, 50 when absent. */
export const pageLimitSchema = limitSchema(PAGE_MAX, PAGE_DEFAULT);

/** The opaque cursor of the previous page's `X-Next-Cursor`. */
export const cursorSchema = z.optional(z.string().check(z.maxLength(4000, 'Curseur invalide')));

/** `?format=json` (or `Accept: application/json`): the presigned link as JSON instead of a 302. */
export const linkQuery = z.object({ format: z.optional(z.literal('json')) });
