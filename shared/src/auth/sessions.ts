import * as z from 'zod/mini';

/**
 * A session: one sign-in's chain of refresh tokens (issue 22), with the device and address it
 * was opened from and its last use (its last token refresh). Ending one ends the whole chain at
 * once, and the access tokens it issued at their next call.
 */
export const sessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  /** The last refresh (the sign-in itself until the first). */
  last_used_at: z.string(),
  /** The browser's User-Agent, as sent (shortened). */
  user_agent: z.string(),
  address: z.string(),
  /** The session of the token making this call. */
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionMessages = {
  notFound: 'Session introuvable',
  ended: 'Session fermée',
  endedAll: 'Toutes les sessions ont été fermées',
  /** The answer to a call made with a token of an ended session. */
  closed: 'Cette session a été fermée. Reconnectez-vous.',
} as const;

export const endedSessionsSchema = z.object({ detail: z.string(), ended: z.number().check(z.int(), z.nonnegative()) });
