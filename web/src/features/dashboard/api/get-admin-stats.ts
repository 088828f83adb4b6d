import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/admin/stats: pending_clients, new_orders, completed, unpaid (last 7 days). */
export function getAdminStats() {
  return call('GET /api/admin/stats');
}

export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.adminStats,
    queryFn: getAdminStats,
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
  });
}

/** Spec §8: a failure is silent (logged only); the counters then show a dash. */
export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
