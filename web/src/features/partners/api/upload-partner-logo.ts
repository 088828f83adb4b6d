import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { logoSources } from '@/lib/api/logo-sources';
import { queryKeys } from '@/lib/api/query-keys';
import { updatePartners, withPartner } from './partners-cache';

export interface UploadPartnerLogoInput {
  partnerId: string;
  file: File;
}

/** POST /api/admin/partners/{id}/logo (multipart `file`: PNG, JPEG or WebP, ≤ 2 Mo) → the partner. */
export function uploadPartnerLogo({ partnerId, file }: UploadPartnerLogoInput) {
  const body = new FormData();
  body.set('file', file, file.name);
  return call('POST /api/admin/partners/{id}/logo', { params: { id: partnerId }, body });
}

export function useUploadPartnerLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPartnerLogo,
    onSuccess: (partner) => {
      updatePartners(queryClient, withPartner(partner));
      // The new image has a new object key: ask for its URL again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.logoUrl(logoSources.partner(partner.id)) });
    },
  });
}
