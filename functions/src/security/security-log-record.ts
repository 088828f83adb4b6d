import * as z from 'zod/mini';
import { securityLogTypes, type SecurityLog } from '@app/shared/security/schemas';
import { defineEntity } from '../lib/db/entity';
import { keys } from '../lib/db/keys';

/** Security log events. `login_failed` entries feed the 24h failed-attempts tile. */
export const securityEvents = [
  'login_failed',
  'account_locked',
  'account_unlocked',
  'login_refused_locked',
  'login_refused_disabled',
  'refresh_token_reused',
  'account_status_changed',
  'account_created',
  'account_updated',
  'password_reset',
  'account_deleted',
  'totp_enabled',
  'totp_disabled',
  'recovery_code_used',
  'security_policy',
] as const;
export type SecurityEvent = (typeof securityEvents)[number];

/** One entry as stored; `log_type` because `type` is the item kind. Expires by TTL. */
export const securityLogEntity = defineEntity({
  type: 'security_log',
  schema: z.object({
    id: z.string(),
    log_type: z.enum(securityLogTypes),
    event: z.string(),
    message: z.string(),
    user_email: z._default(z.nullable(z.string()), null),
    timestamp: z.string(),
    expires_at: z.number(),
  }),
  key: (timestamp: string, id: string) => keys.securityLog(timestamp, id),
  keyOf: (entry) => keys.securityLog(entry.timestamp, entry.id),
});

export type SecurityLogRecord = z.infer<typeof securityLogEntity.schema>;

export const toSecurityLog = (entry: SecurityLogRecord): SecurityLog => ({
  id: entry.id,
  type: entry.log_type,
  event: entry.event,
  message: entry.message,
  user_email: entry.user_email,
  timestamp: entry.timestamp,
});
