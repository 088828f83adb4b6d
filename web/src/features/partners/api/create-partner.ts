import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { updatePartners, withPartner } from './partners-cache';

/** POST /api/admin/partners (JSON `{name}`) → 201 `{detail, partner}`. */
export function createPartner(name: string) {
  return call('POST /api/admin/partners', { body: { name } });
}

export function useCreatePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPartner,
    onSuccess: ({ partner }) => updatePartners(queryClient, withPartner(partner)),
  });
}
