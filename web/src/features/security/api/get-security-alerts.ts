import { queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATIONS_MAX, type Notification } from '@app/shared/notifications/schemas';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';
import { SECURITY_REFRESH_MS } from './security-refresh';

/** Spec §9: security notifications shown on the dashboard. */
export const SECURITY_ALERTS_SHOWN = 10;

/** Spec §7: a security notification is of type security_alert or has 'Sécurité' in its title. */
export const isSecurityAlert = (notification: Pick<Notification, 'type' | 'title'>) =>
  notification.type === 'security_alert' || notification.title.includes('Sécurité');

/**
 * The administrator's latest security notifications: GET /api/notifications filtered on the
 * client, first 10. Spec §7, §8: a failure falls back silently (logged) to none.
 */
export async function getSecurityAlerts(): Promise<Notification[]> {
  try {
    const notifications = await call('GET /api/notifications', { query: { limit: NOTIFICATIONS_MAX } });
    return (Array.isArray(notifications) ? notifications : []).filter(isSecurityAlert).slice(0, SECURITY_ALERTS_SHOWN);
  } catch (error) {
    console.warn('Security notifications unavailable:', error);
    return [];
  }
}

export function securityAlertsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.security.alerts,
    queryFn: getSecurityAlerts,
    refetchInterval: SECURITY_REFRESH_MS,
  });
}

export const useSecurityAlerts = () => useQuery(securityAlertsQueryOptions());
