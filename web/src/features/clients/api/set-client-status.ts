import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountStatus, PublicUser } from '@app/shared/users/schemas';
import { updateCachedAccount } from '@/lib/account/account-pages';
import { api } from '@/lib/api/api-client';
import { accountPaths } from '@/lib/api/api-paths';
import { queryKeys } from '@/lib/api/query-keys';

export interface SetClientStatusInput {
  clientId: string;
  status: AccountStatus;
}

/** PUT /api/admin/users/{id}/status (JSON `{status}`) → the account (spec §4: pending → approved ⇄ disabled). */
export function setClientStatus({ clientId, status }: SetClientStatusInput): Promise<PublicUser> {
  return api.put<PublicUser>(accountPaths.status(clientId), { status });
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
