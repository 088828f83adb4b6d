import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Partner } from '@app/shared/partners/schemas';
import { api } from '@/lib/api/api-client';
import { updatePartners, withPartner } from './partners-cache';

export interface UpdatePartnerInput {
  partnerId: string;
  name: string;
}

/** PUT /api/admin/partners/{id} (JSON `{name}`) → the partner; 404 when gone. */
export function updatePartner({ partnerId, name }: UpdatePartnerInput): Promise<Partner> {
  return api.put<Partner>(`/api/admin/partners/${encodeURIComponent(partnerId)}`, { name });
}

export function useUpdatePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePartner,
    onSuccess: (partner) => updatePartners(queryClient, withPartner(partner)),
  });
}
