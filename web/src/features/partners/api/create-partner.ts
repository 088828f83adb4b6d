import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedPartner } from '@app/shared/partners/schemas';
import { api } from '@/lib/api/api-client';
import { updatePartners, withPartner } from './partners-cache';

/** POST /api/admin/partners (JSON `{name}`) → 201 `{detail, partner}`. */
export function createPartner(name: string): Promise<CreatedPartner> {
  return api.post<CreatedPartner>('/api/admin/partners', { name });
}

export function useCreatePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPartner,
    onSuccess: ({ partner }) => updatePartners(queryClient, withPartner(partner)),
  });
}
