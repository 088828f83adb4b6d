import type { PrivacyExport } from '@app/shared/privacy/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callPage } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** Whose exports: the signed-in client's own, or one client's for an administrator. */
export type ExportsOwner = 'mine' | { clientId: string };

/** While an export is being prepared, its list is read again this often (issue 24). */
export const EXPORT_POLL_MS = 5_000;

const ownerKey = (owner: ExportsOwner) => queryKeys.privacy.exports(owner === 'mine' ? 'mine' : owner.clientId);

/** GET …/exports: the newest page (exports live 7 days, a page holds them all in practice). */
const readExports = (owner: ExportsOwner, signal: AbortSignal) =>
  owner === 'mine'
    ? callPage('GET /api/client/privacy/exports', { signal })
    : callPage('GET /api/admin/clients/{id}/exports', { params: { id: owner.clientId }, signal });

const startExport = (owner: ExportsOwner) =>
  owner === 'mine'
    ? call('POST /api/client/privacy/exports')
    : call('POST /api/admin/clients/{id}/exports', { params: { id: owner.clientId } });

/** The archive's link, valid a few minutes: asked for at each download. */
export const exportLink = (owner: ExportsOwner, exportId: string) =>
  owner === 'mine'
    ? call('GET /api/client/privacy/exports/{id}/link', { params: { id: exportId } })
    : call('GET /api/admin/clients/{id}/exports/{exportId}/link', { params: { id: owner.clientId, exportId } });

const preparing = (items: readonly PrivacyExport[] | undefined) => items?.some((item) => item.status === 'en_preparation') ?? false;

/** The exports, newest first, read again every 5 s only while one is 'En préparation'. */
export function useExports(owner: ExportsOwner) {
  return useQuery({
    queryKey: ownerKey(owner),
    queryFn: async ({ signal }) => (await readExports(owner, signal)).items,
    refetchInterval: (query) => (preparing(query.state.data) ? EXPORT_POLL_MS : false),
  });
}

/** POST …/exports: a new export, shown at once at the top of the list. */
export function useStartExport(owner: ExportsOwner) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => startExport(owner),
    onSuccess: (started) =>
      queryClient.setQueryData<PrivacyExport[]>(ownerKey(owner), (items = []) => [started, ...items.filter((item) => item.id !== started.id)]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownerKey(owner) }),
  });
}
