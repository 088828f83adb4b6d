import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@app/shared/orders/schemas';
import { api } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/admin/stats: pending_clients, new_orders, completed, unpaid (last 7 days). */
export function getAdminStats(): Promise<AdminStats> {
  return api.get<AdminStats>('/api/admin/stats');
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
