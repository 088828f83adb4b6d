import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Settings, UpdateSettings } from '@app/shared/settings/schemas';
import { api } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** PUT /api/admin/settings (JSON; an absent text is left unchanged) → the saved settings. */
export function saveSettings(input: UpdateSettings): Promise<Settings> {
  return api.put<Settings>('/api/admin/settings', input);
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.adminSettings, saved);
      // The client home and the terms page read GET /api/settings.
      queryClient.setQueryData(queryKeys.settings, saved);
    },
  });
}
