import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SecurityStats } from '@app/shared/security/schemas';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';
import { SECURITY_REFRESH_MS } from './security-refresh';

export const EMPTY_SECURITY_STATS: SecurityStats = {
  totalFailedAttempts: 0,
  lockedAccountsCount: 0,
  suspiciousActivities: 0,
  lastSecurityIncident: null,
};

/** GET /api/admin/security/stats. Spec §7, §8: a failure falls back silently (logged) to zeros. */
export async function getSecurityStats(): Promise<SecurityStats> {
  try {
    return { ...EMPTY_SECURITY_STATS, ...(await call('GET /api/admin/security/stats')) };
  } catch (error) {
    console.warn('Security stats unavailable:', error);
    return EMPTY_SECURITY_STATS;
  }
}

export function securityStatsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.security.stats,
    queryFn: getSecurityStats,
    refetchInterval: SECURITY_REFRESH_MS,
  });
}

export const useSecurityStats = () => useQuery(securityStatsQueryOptions());
