import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LibrarySearchKind } from '@app/shared/library/schemas';
import { call, callPage } from '@/lib/api/call';
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
  stats: ['admin', 'library', 'stats'] as const,
};

/** GET /api/admin/library, by pages (nothing until a search is given). */
export const useLibrarySearch = (search: LibrarySearch) =>
  useCursorPages(keys.search(search), (cursor, signal) =>
    callPage('GET /api/admin/library', { query: { ...search, limit: LIBRARY_PAGE_SIZE, cursor: cursor ?? undefined }, signal }),
  );

/** GET /api/admin/library/orders/{id}: the file, « Fichier connu » and its history. */
export const useLibraryFile = (id: string) =>
  useQuery({ queryKey: keys.file(id), queryFn: ({ signal }) => call('GET /api/admin/library/orders/{id}', { params: { id }, signal }) });

/** GET /api/admin/library/stats. */
export const useDeliveryStats = () => useQuery({ queryKey: keys.stats, queryFn: ({ signal }) => call('GET /api/admin/library/stats', { signal }) });

/** Revoke a version, or mark the original (not) reusable: the file's history is the answer. */
export function useLibraryActions(id: string) {
  const queryClient = useQueryClient();
  const onSuccess = (history: unknown) => queryClient.setQueryData(keys.file(id), history);
  return {
    revoke: useMutation({
      mutationFn: (version: string) => call('POST /api/admin/library/orders/{id}/versions/{version}/revoke', { params: { id, version } }),
      onSuccess,
    }),
    reuse: useMutation({
      mutationFn: (reusable: boolean) => call('PUT /api/admin/library/orders/{id}/reuse', { params: { id }, body: { reusable } }),
      onSuccess,
    }),
  };
}
