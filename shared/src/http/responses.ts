import * as z from 'zod';

/** A refusal or a confirmation: exactly `{"detail": "<message in French>"}`. */
export const detailSchema = z.object({ detail: z.string().min(1) });
export type Detail = z.infer<typeof detailSchema>;
