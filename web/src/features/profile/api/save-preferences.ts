import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Me, PreferencesInput } from '@app/shared/users/preferences';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** PUT /api/client/preferences `{email_notifications}` → `{detail, email_notifications}`. */
export function savePreferences(input: PreferencesInput) {
  return call('PUT /api/client/preferences', { body: input });
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
