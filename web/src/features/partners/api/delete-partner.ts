import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { logoSources } from '@/lib/api/logo-sources';
import { queryKeys } from '@/lib/api/query-keys';
import { updatePartners } from './partners-cache';

/** DELETE /api/admin/partners/{id}: the partner and its logo. */
export function deletePartner(partnerId: string) {
  return call('DELETE /api/admin/partners/{id}', { params: { id: partnerId } });
}

export function useDeletePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePartner,
    onSuccess: (_answer, partnerId) => {
      updatePartners(queryClient, (partners) => partners.filter((partner) => partner.id !== partnerId));
      queryClient.removeQueries({ queryKey: queryKeys.logoUrl(logoSources.partner(partnerId)) });
    },
  });
}
