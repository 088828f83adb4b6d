import * as z from 'zod';
import { defineEntity } from '../lib/db/entity';
import { keys } from '../lib/db/keys';

/** A refresh token id that may be exchanged once; expires by TTL (expires_at, epoch seconds). */
export const refreshTokenEntity = defineEntity({
  type: 'refresh_token',
  schema: z.object({ jti: z.string().default(''), user_id: z.string(), created_at: z.string(), expires_at: z.number() }),
  key: (jti: string) => keys.refreshToken(jti),
  keyOf: (token) => keys.refreshToken(token.jti),
});
