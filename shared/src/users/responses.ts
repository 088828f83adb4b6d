import * as z from 'zod/mini';
import { publicUserSchema } from './schemas';

/** POST /api/admin/users/{id}/unlock: the confirmation and the unlocked account. */
export const unlockResponseSchema = z.object({ detail: z.string().check(z.minLength(1)), user: publicUserSchema });
export type UnlockResponse = z.infer<typeof unlockResponseSchema>;
