import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ApiPage } from '@/lib/api/api-client';

export type PageReader<T> = (cursor: string | null, signal: AbortSignal) => Promise<ApiPage<T>>;

/**
 * One list paged by the server's cursor, newest first: its items so far, and 'Charger plus'
 * while there are more. A new filter keeps the previous rows on screen (`stale`) until its first
 * page comes.
 */
export function useCursorPages<T>(queryKey: readonly unknown[], readPage: PageReader<T>) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => readPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const stale = query.isPlaceholderData;
  return {
    query,
    items,
    hasMore: Boolean(query.hasNextPage) && !stale,
    loadMore: () => void query.fetchNextPage({ cancelRefetch: false }),
    loadingMore: query.isFetchingNextPage,
    stale,
    pageCount: stale ? 0 : (query.data?.pages.length ?? 0),
  };
}
