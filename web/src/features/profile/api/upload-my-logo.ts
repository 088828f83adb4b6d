import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@app/shared/users/schemas';
import { call } from '@/lib/api/call';
import { logoSources } from '@/lib/api/logo-sources';
import { queryKeys } from '@/lib/api/query-keys';

/** Spec §4, §9: the logo is read again about half a second after the upload. */
export const LOGO_RELOAD_DELAY_MS = 500;

/** POST /api/client/logo (multipart `file`: PNG, JPEG or WebP by its bytes, ≤ 2 Mo) → `{detail, logo_filename}`. */
export function uploadMyLogo(file: File) {
  const body = new FormData();
  body.set('file', file, file.name);
  return call('POST /api/client/logo', { body });
}

export function useUploadMyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadMyLogo,
    onSuccess: (saved) => {
      queryClient.setQueryData<PublicUser>(queryKeys.me, (me) => (me ? { ...me, logo_filename: saved.logo_filename } : me));
      // The URL (and the generator's decoded copy, under the same key) is asked again shortly after.
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.logoUrl(logoSources.mine) });
      }, LOGO_RELOAD_DELAY_MS);
    },
  });
}
