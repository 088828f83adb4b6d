import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedLogo } from '@app/shared/users/admin-schemas';
import { updateCachedAccount } from '@/lib/account/account-pages';
import { api } from '@/lib/api/api-client';
import { logoPaths } from '@/lib/api/api-paths';
import { queryKeys } from '@/lib/api/query-keys';

export interface UploadClientLogoInput {
  clientId: string;
  file: File;
}

/** POST /api/admin/clients/{id}/logo (multipart `file`: PNG, JPEG or WebP, ≤ 2 Mo) → `{detail, logo_filename}`. */
export function uploadClientLogo({ clientId, file }: UploadClientLogoInput): Promise<SavedLogo> {
  const body = new FormData();
  body.set('file', file, file.name);
  return api.post<SavedLogo>(logoPaths.client(clientId), body);
}

export function useUploadClientLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadClientLogo,
    onSuccess: (saved, { clientId }) => {
      updateCachedAccount(queryClient, clientId, { has_logo: true, logo_filename: saved.logo_filename });
      // The new image has a new object key: ask for its URL again.
      void queryClient.invalidateQueries({ queryKey: queryKeys.logoUrl(logoPaths.client(clientId)) });
    },
  });
}
