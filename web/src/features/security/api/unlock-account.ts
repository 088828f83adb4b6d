import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LockedAccount } from '@app/shared/security/schemas';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** POST /api/admin/users/{id}/unlock (no body); 404 for an unknown account. */
export function unlockAccount(userId: string) {
  return call('POST /api/admin/users/{id}/unlock', { params: { id: userId } });
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
