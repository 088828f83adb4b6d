import * as z from 'zod/mini';

/** Every refusal of the API has this body. */
export const errorBodySchema = z.object({ detail: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;
