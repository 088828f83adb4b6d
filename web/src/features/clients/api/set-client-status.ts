import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountStatus } from '@app/shared/users/schemas';
import { updateCachedAccount } from '@/lib/account/account-pages';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

export interface SetClientStatusInput {
  clientId: string;
  status: AccountStatus;
}

/** PUT /api/admin/users/{id}/status (JSON `{status}`) → the account (spec §4: pending → approved ⇄ disabled). */
export function setClientStatus({ clientId, status }: SetClientStatusInput) {
  return call('PUT /api/admin/users/{id}/status', { params: { id: clientId }, body: { status } });
}

export function useSetClientStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setClientStatus,
    onSuccess: (user) => {
      updateCachedAccount(queryClient, user.id, { status: user.status });
      // 'Nouveaux clients à valider' on the dashboard.
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminStats });
    },
  });
}
