import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LockedAccount } from '@app/shared/security/schemas';
import { api } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** POST /api/admin/users/{id}/unlock (no body); 404 for an unknown account. */
export function unlockAccount(userId: string): Promise<unknown> {
  return api.post(`/api/admin/users/${encodeURIComponent(userId)}/unlock`);
}

export function useUnlockAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockAccount,
    onSuccess: (_answer, userId) => {
      queryClient.setQueryData<LockedAccount[]>(queryKeys.security.lockedAccounts, (accounts) =>
        accounts?.filter((account) => account.id !== userId),
      );
      // Spec §7: the security data is then reloaded.
      void queryClient.invalidateQueries({ queryKey: queryKeys.security.all });
    },
  });
}
