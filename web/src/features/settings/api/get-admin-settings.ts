import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/admin/settings: `{opening_hours, client_message, terms_and_conditions}`, '' when unset. */
export function getAdminSettings() {
  return call('GET /api/admin/settings');
}

export function adminSettingsQueryOptions() {
  // The form is filled once: a background refetch must not reset what the administrator types.
  return queryOptions({
    queryKey: queryKeys.adminSettings,
    queryFn: getAdminSettings,
    refetchOnWindowFocus: false,
  });
}

export const useAdminSettings = () => useQuery(adminSettingsQueryOptions());
