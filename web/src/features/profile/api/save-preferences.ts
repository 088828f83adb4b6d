import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, PreferencesInput, PreferencesSaved } from '@app/shared/users/preferences';
import { api } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

export const PREFERENCES_PATH = '/api/client/preferences';

/** PUT /api/client/preferences `{email_notifications}` → `{detail, email_notifications}`. */
export function savePreferences(input: PreferencesInput): Promise<PreferencesSaved> {
  return api.put<PreferencesSaved>(PREFERENCES_PATH, input);
}

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData<Me>(queryKeys.me, (me) => (me ? { ...me, email_notifications: saved.email_notifications } : me));
    },
  });
}
