import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';
import { SECURITY_LOGS_LIMIT, SECURITY_REFRESH_MS } from './security-refresh';

/** GET /api/admin/security/logs?limit=: the newest entries first. */
export function getSecurityLogs(limit: number) {
  return call('GET /api/admin/security/logs', { query: { limit } });
}

export function securityLogsQueryOptions(limit = SECURITY_LOGS_LIMIT) {
  return queryOptions({
    queryKey: queryKeys.security.logs(limit),
    queryFn: () => getSecurityLogs(limit),
    refetchInterval: SECURITY_REFRESH_MS,
  });
}

export const useSecurityLogs = () => useQuery(securityLogsQueryOptions());
