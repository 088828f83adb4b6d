import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * GET /api/settings (spec §7): opening hours, client message and terms, '' when unset. Read by
 * the client home (a failure is silent there, spec §8) and the terms page (which shows it).
 */
export function getSettings() {
  return call('GET /api/settings');
}

export function settingsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.settings, queryFn: getSettings, staleTime: 60_000 });
}

export const useSettings = () => useQuery(settingsQueryOptions());
