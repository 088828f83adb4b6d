import { randomUUID } from 'node:crypto';
import { monthsAfter } from '@app/shared/privacy/retention-cutoffs';
import type { SecurityLog } from '@app/shared/security/schemas';
import { epochSeconds, keys, nowIso } from '../lib/db/keys';
import { queryAll, queryFirst } from '../lib/db/query';
import { keyConditions } from '../lib/db/key-conditions';
import { logger } from '../lib/logger';
import { retentionInForce } from '../settings-data/settings-repository';
import { securityLogEntity, toSecurityLog, type SecurityEvent } from './security-log-record';

const PARTITION = keys.securityLog('', '').pk;

export async function writeSecurityLog(
  type: SecurityLog['type'],
  event: SecurityEvent,
  message: string,
  userEmail: string | null,
): Promise<void> {
  // They hold addresses: kept the settings' securityLogsMonths (issue 24), then removed by TTL.
  const expires = new Date(monthsAfter(Date.now(), (await retentionInForce()).securityLogsMonths));
  await securityLogEntity.create({
    id: randomUUID(),
    log_type: type,
    event,
    message,
    user_email: userEmail,
    timestamp: nowIso(),
    expires_at: epochSeconds(expires),
  });
  logger.info('security event', { event, security_level: type });
}

/** Log entries since a date, newest first (one partition, sorted by timestamp). */
export async function listSecurityLogsSince(since: string): Promise<SecurityLog[]> {
  const items = await queryAll({
    ...keyConditions.from(PARTITION, since),
    ScanIndexForward: false,
  });
  return securityLogEntity.parseAll(items).map(toSecurityLog);
}

/** The latest `limit` entries, newest first. */
export async function latestSecurityLogs(limit: number): Promise<SecurityLog[]> {
  const items = await queryFirst(
    { ...keyConditions.partition(PARTITION), ScanIndexForward: false },
    limit,
  );
  return securityLogEntity.parseAll(items).map(toSecurityLog);
}
