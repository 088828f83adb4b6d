import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '@app/shared/settings/schemas';
import { api } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/**
 * GET /api/settings (spec §7): opening hours, client message and terms, '' when unset. Read by
 * the client home (a failure is silent there, spec §8) and the terms page (which shows it).
 */
export function getSettings(): Promise<Settings> {
  return api.get<Settings>('/api/settings');
}

export function settingsQueryOptions() {
  return queryOptions({ queryKey: queryKeys.settings, queryFn: getSettings, staleTime: 60_000 });
}

export const useSettings = () => useQuery(settingsQueryOptions());
