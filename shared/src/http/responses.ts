import * as z from 'zod/mini';

/** A refusal or a confirmation: exactly `{"detail": "<message in French>"}`. */
export const detailSchema = z.object({ detail: z.string().check(z.minLength(1)) });
export type Detail = z.infer<typeof detailSchema>;
