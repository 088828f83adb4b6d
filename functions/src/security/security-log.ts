import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SecurityLog } from '@app/shared/security/schemas';
import { db, tableName } from '../lib/db/client';
import { epochSeconds, keys, nowIso } from '../lib/db/keys';
import { logger } from '../lib/logger';

/** Security log events. `login_failed` entries feed the 24h failed-attempts tile. */
export type SecurityEvent =
  | 'login_failed'
  | 'account_locked'
  | 'account_unlocked'
  | 'login_refused_locked'
  | 'login_refused_disabled'
  | 'refresh_token_reused'
  | 'account_status_changed';

const RETENTION_DAYS = 90;

export async function writeSecurityLog(
  type: SecurityLog['type'],
  event: SecurityEvent,
  message: string,
  userEmail: string | null,
): Promise<void> {
  const timestamp = nowIso();
  const id = randomUUID();
  const expires = new Date(Date.now() + RETENTION_DAYS * 86_400_000);
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.securityLog(timestamp, id),
        type: 'security_log',
        id,
        log_type: type,
        event,
        message,
        user_email: userEmail,
        timestamp,
        expires_at: epochSeconds(expires),
      },
    }),
  );
  logger.info('security event', { event, level: type });
}

/** Log entries since a date, newest first (one partition, sorted by timestamp). */
export async function listSecurityLogs(since: string | null, limit?: number): Promise<SecurityLog[]> {
  const items: SecurityLog[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const out = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: since ? 'pk = :pk AND sk >= :since' : 'pk = :pk',
        ExpressionAttributeValues: { ':pk': 'SECLOG', ...(since ? { ':since': since } : {}) },
        ScanIndexForward: false,
        ExclusiveStartKey,
        ...(limit ? { Limit: limit - items.length } : {}),
      }),
    );
    for (const item of out.Items ?? []) {
      items.push({
        id: item.id,
        type: item.log_type,
        event: item.event,
        message: item.message,
        user_email: item.user_email ?? null,
        timestamp: item.timestamp,
      });
    }
    ExclusiveStartKey = limit && items.length >= limit ? undefined : out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}
