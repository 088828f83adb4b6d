import { notify } from '../notifications/notify';
import { logger } from '../lib/logger';
import { administratorIds } from '../users/user-repository';
import type { SecurityEvent } from './security-log-record';
import { writeSecurityLog } from './security-log-repository';

/**
 * A critical security event: logged, and every administrator gets a security_alert
 * notification ('Sécurité : …', which the security dashboard lists). A failed notification
 * never fails the caller's request.
 */
export async function raiseSecurityAlert(event: SecurityEvent, title: string, message: string, user: { id: string; email: string }): Promise<void> {
  await writeSecurityLog('critical', event, message, user.email);
  const alert = { type: 'security_alert', title: `Sécurité\u202f: ${title}`, message, user_email: user.email, about_user_id: user.id } as const;
  await administratorIds()
    .then((admins) => notify(admins, alert))
    .catch((error: Error) => logger.warn('security alert not notified', { event, error: error.name }));
}
