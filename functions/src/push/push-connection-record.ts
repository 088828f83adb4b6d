import * as z from 'zod/mini';
import { roleSchema } from '@app/shared/users/schemas';
import { defineEntity } from '../lib/db/entity';

/**
 * One open WebSocket (decision 016): found by its user (gsi1 `PUSHUSER#{userId}`) and, for an
 * administrator, in the administrators' partition (gsi2 `PUSHADMINS`), which an event that
 * concerns every administrator reads once, and in everyone's (gsi3 `PUSHALL`), which the workshop's
 * status (issue 42) reads once.
 */
export const pushConnectionKey = (connectionId: string) => ({ pk: `PUSHCONN#${connectionId}`, sk: 'CONN' });
export const pushUserPartition = (userId: string) => `PUSHUSER#${userId}`;
export const PUSH_ADMINS_PARTITION = 'PUSHADMINS';
export const PUSH_ALL_PARTITION = 'PUSHALL';

/** API Gateway closes any connection after 2 h: the item outlives it a little, then the TTL removes it. */
export const PUSH_CONNECTION_TTL_SECONDS = 2 * 3600 + 10 * 60;

export const pushConnectionRecordSchema = z.object({
  connection_id: z.string(),
  user_id: z.string(),
  role: roleSchema,
  connected_at: z.string(),
  expires_at: z.number().check(z.int()),
});
export type PushConnectionRecord = z.infer<typeof pushConnectionRecordSchema>;

export const pushConnectionEntity = defineEntity({
  type: 'push_connection',
  schema: pushConnectionRecordSchema,
  key: (connectionId: string) => pushConnectionKey(connectionId),
  keyOf: (c) => pushConnectionKey(c.connection_id),
  indexes: (c) => ({
    gsi1pk: pushUserPartition(c.user_id),
    gsi1sk: c.connection_id,
    ...(c.role === 'admin' ? { gsi2pk: PUSH_ADMINS_PARTITION, gsi2sk: c.connection_id } : {}),
    gsi3pk: PUSH_ALL_PARTITION,
    gsi3sk: c.connection_id,
  }),
});
