import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/settings (spec §3, §7). */
export interface AppSettings {
  opening_hours?: string | null;
  client_message?: string | null;
  terms_and_conditions?: string | null;
}

/** Spec §8: a settings failure is silent (logged only); the page then shows no message or hours. */
export async function getSettings(): Promise<AppSettings> {
  try {
    const settings = await api.get<AppSettings | undefined>('/api/settings');
    return settings && typeof settings === 'object' ? settings : {};
  } catch (error) {
    console.warn('Settings unavailable:', error);
    return {};
  }
}

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.settings,
    queryFn: getSettings,
    staleTime: 5 * 60_000,
  });
}

export const useSettings = () => useQuery(settingsQueryOptions());
