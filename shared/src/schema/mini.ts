import * as z from 'zod/mini';

/**
 * What zod/mini leaves out of classic zod's API, built the same way (docs/decisions/025-lambda-size.md:
 * the shared schemas are zod/mini so that each Lambda bundles 26 KB of zod rather than 100 KB).
 */

/** classic `z.preprocess`: the value goes through `fn`, then `schema`. */
export const preprocess = <S extends z.core.$ZodType>(fn: (value: unknown) => unknown, schema: S) =>
  z.pipe(z.transform(fn), schema as z.core.$ZodType) as z.ZodMiniPipe<z.ZodMiniTransform<unknown, unknown>, S>;

/** A transform's refusal, as classic's `ctx.addIssue` (zod/mini hands a transform the bare payload). */
export function refuse(payload: z.core.ParsePayload, message: string): never {
  payload.issues.push({ code: 'custom', message, input: payload.value });
  return z.NEVER;
}

/**
 * The schema, described for the OpenAPI document where zod cannot render what it accepts (a
 * transform's input): zod/mini's registry keeps the metadata on the schema itself.
 */
export const describedInput = <S extends z.core.$ZodType>(schema: S, meta: z.core.GlobalMeta): S => {
  z.globalRegistry.add(schema, meta);
  return schema;
};
