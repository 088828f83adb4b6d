import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateSettings } from '@app/shared/settings/schemas';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** PUT /api/admin/settings (JSON; an absent text is left unchanged) → the saved settings. */
export function saveSettings(input: UpdateSettings) {
  return call('PUT /api/admin/settings', { body: input });
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
