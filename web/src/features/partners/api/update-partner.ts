import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { updatePartners, withPartner } from './partners-cache';

export interface UpdatePartnerInput {
  partnerId: string;
  name: string;
}

/** PUT /api/admin/partners/{id} (JSON `{name}`) → the partner; 404 when gone. */
export function updatePartner({ partnerId, name }: UpdatePartnerInput) {
  return call('PUT /api/admin/partners/{id}', { params: { id: partnerId }, body: { name } });
}

export function useUpdatePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePartner,
    onSuccess: (partner) => updatePartners(queryClient, withPartner(partner)),
  });
}
