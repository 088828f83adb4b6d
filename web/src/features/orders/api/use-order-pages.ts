import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { ORDERS_PAGE_SIZE, orderPagesQueryOptions, type OrderPagesFilter } from './orders-queries';
import { ordersOfPages, serverSearchText } from './order-pages';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { usePushFallbackInterval } from '@/lib/push/push-state';

/** The search box waits this long after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The search text to send (`q`) for what is typed in a search box, once typing pauses. */
export const useServerSearch = (typed: string): string => useDebouncedValue(serverSearchText(typed), SEARCH_DEBOUNCE_MS);

/** Same list (statuses) whatever the search: a new search keeps showing the previous results meanwhile. */
const sameStatuses = (a: QueryKey | undefined, b: QueryKey) => a !== undefined && a[3] === b[3];

/**
 * One paged order list (spec §2 lists, issue 7): the first page, 'Charger plus' for the next
 * ones, and the server-side search `q`. A search page may come back short, even empty, while a
 * cursor remains: the next pages are then read by themselves until a page's worth of results
 * (50) is loaded or the history is exhausted. 'Charger plus' asks for 50 more the same way.
 */
export function useOrderPages({ statuses, q: rawQuery = '', unpaid = false }: OrderPagesFilter) {
  const q = rawQuery.trim();
  // The unpaid filter is read like a search: short pages while older ones remain.
  const filtered = q !== '' || unpaid;
  const options = orderPagesQueryOptions({ statuses, q, unpaid }, usePushFallbackInterval());
  const query = useInfiniteQuery({
    ...options,
    placeholderData: (previous, previousQuery) =>
      filtered && sameStatuses(previousQuery?.queryKey, options.queryKey) ? previous : undefined,
  });
  const listKey = JSON.stringify(options.queryKey);
  // How many orders the user wants on screen, for this list only.
  const [wanted, setWanted] = useState({ listKey, count: ORDERS_PAGE_SIZE });
  const target = wanted.listKey === listKey ? wanted.count : ORDERS_PAGE_SIZE;

  const orders = useMemo(() => ordersOfPages(query.data?.pages), [query.data]);
  const hasMore = Boolean(query.hasNextPage) && !query.isPlaceholderData;
  const failed = query.isError || query.isFetchNextPageError;
  const wantsMore = hasMore && orders.length < target && !failed;
  const { fetchNextPage, isFetching } = query;

  useEffect(() => {
    if (wantsMore && !isFetching) void fetchNextPage({ cancelRefetch: false });
  }, [wantsMore, isFetching, fetchNextPage]);

  const loadMore = useCallback(() => {
    setWanted({ listKey, count: orders.length + ORDERS_PAGE_SIZE });
    // After a failed page the effect waits: 'Charger plus' is the retry.
    if (failed && !isFetching) void fetchNextPage({ cancelRefetch: false });
  }, [listKey, orders.length, failed, isFetching, fetchNextPage]);

  return {
    query,
    orders,
    /** A next page exists on the server. */
    hasMore,
    loadMore,
    /** 'Charger plus' (or the search) is reading the next page. */
    loadingMore: query.isFetchingNextPage,
    /** The orders shown are the previous search's while the new one loads: count nothing from them. */
    stale: query.isPlaceholderData,
    /** The search is still reading older pages for results. */
    searchingHistory: filtered && (query.isPlaceholderData || wantsMore),
    pageCount: query.isPlaceholderData ? 0 : (query.data?.pages.length ?? 0),
    /** A search or the unpaid filter: only what is loaded can be counted. */
    searching: filtered,
  };
}

export type OrderPages = ReturnType<typeof useOrderPages>;
