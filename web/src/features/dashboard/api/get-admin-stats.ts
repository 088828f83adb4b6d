import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';
import { usePushUp } from '@/lib/push/push-state';

/** While push is down, as before issue 19. */
const STATS_POLL_MS = 30_000;
/** While push is up its `orders` topic refreshes them; this only follows the 7-day window sliding by. */
const STATS_WINDOW_MS = 10 * 60_000;

/** GET /api/admin/stats: pending_clients, new_orders, completed, unpaid (last 7 days). */
export function getAdminStats() {
  return call('GET /api/admin/stats');
}

export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.adminStats,
    queryFn: getAdminStats,
    refetchOnWindowFocus: true,
  });
}

/** Spec §8: a failure is silent (logged only); the counters then show a dash. */
export function useAdminStats() {
  return useQuery({ ...adminStatsQueryOptions(), refetchInterval: usePushUp() ? STATS_WINDOW_MS : STATS_POLL_MS });
}
