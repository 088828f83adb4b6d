import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LibrarySearchKind } from '@app/shared/library/schemas';
import { call, callPage } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';
import { useCursorPages } from '@/lib/api/use-cursor-pages';

export const LIBRARY_PAGE_SIZE = 25;

export interface LibrarySearch {
  by: LibrarySearchKind;
  q?: string;
  family?: string;
  make?: string;
  model?: string;
  engine?: string;
}

const keys = {
  search: (search: LibrarySearch | null) => ['admin', 'library', 'search', search] as const,
  file: (id: string) => ['admin', 'library', 'orders', id] as const,
};

/** GET /api/admin/library, by pages (nothing until a search is given). */
export const useLibrarySearch = (search: LibrarySearch) =>
  useCursorPages(keys.search(search), (cursor, signal) =>
    callPage('GET /api/admin/library', { query: { ...search, limit: LIBRARY_PAGE_SIZE, cursor: cursor ?? undefined }, signal }),
  );

/** GET /api/admin/library/{id}: the file, « Fichier connu » and its history. */
export const useLibraryFile = (id: string) =>
  useQuery({ queryKey: keys.file(id), queryFn: ({ signal }) => call('GET /api/admin/library/{id}', { params: { id }, signal }) });

/** GET /api/admin/stats's `deliveries` (the dashboard's own query: one request for both). */
export const useDeliveryStats = () =>
  useQuery({ queryKey: queryKeys.adminStats, queryFn: ({ signal }) => call('GET /api/admin/stats', { signal }), select: (stats) => stats.deliveries });

/** Revoke a version, or mark the original (not) reusable: the file's history is the answer. */
export function useLibraryActions(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = (history: unknown) => queryClient.setQueryData(keys.file(id), history);
  return {
    revoke: useMutation({ mutationFn: (version: string) => call('PUT /api/admin/library/{id}', { params: { id }, body: { revoke: version } }), onSuccess }),
    reuse: useMutation({ mutationFn: (reusable: boolean) => call('PUT /api/admin/library/{id}', { params: { id }, body: { reusable } }), onSuccess }),
  };
}
