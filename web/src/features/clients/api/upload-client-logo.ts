import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCachedAccount } from '@/lib/account/account-pages';
import { call } from '@/lib/api/call';
import { logoSources } from '@/lib/api/logo-sources';
import { queryKeys } from '@/lib/api/query-keys';

export interface UploadClientLogoInput {
  clientId: string;
  file: File;
}

/** POST /api/admin/clients/{id}/logo (multipart `file`: PNG, JPEG or WebP, ≤ 2 Mo) → `{detail, logo_filename}`. */
export function uploadClientLogo({ clientId, file }: UploadClientLogoInput) {
  const body = new FormData();
  body.set('file', file, file.name);
  return call('POST /api/admin/clients/{id}/logo', { params: { id: clientId }, body });
}

export function useUploadClientLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadClientLogo,
    onSuccess: (saved, { clientId }) => {
      updateCachedAccount(queryClient, clientId, { has_logo: true, logo_filename: saved.logo_filename });
      // The new image has a new object key: ask for its URL again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.logoUrl(logoSources.client(clientId)) });
    },
  });
}
