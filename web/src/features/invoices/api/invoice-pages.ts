import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { InvoiceKind, InvoiceSummary } from '@app/shared/invoices/schemas';
import { useMemo } from 'react';
import type { ApiPage } from '@/lib/api/api-client';
import { call, callPage } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';
import type { Period } from '@/features/invoices/lib/period';

/** Documents per page. */
export const INVOICES_PAGE_SIZE = 25;

type PageReader = (cursor: string | null, signal: AbortSignal) => Promise<ApiPage<InvoiceSummary>>;

/** One paged list, newest first: its documents, and 'Charger plus' while the server has more. */
function useInvoicePages(queryKey: readonly unknown[], readPage: PageReader) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => readPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // A new search or period keeps the previous rows on screen (dimmed) until its first page comes.
    placeholderData: keepPreviousData,
  });
  const invoices = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const stale = query.isPlaceholderData;
  return {
    query,
    invoices,
    hasMore: Boolean(query.hasNextPage) && !stale,
    loadMore: () => void query.fetchNextPage({ cancelRefetch: false }),
    loadingMore: query.isFetchingNextPage,
    stale,
    pageCount: stale ? 0 : (query.data?.pages.length ?? 0),
  };
}

export type InvoicePagesState = ReturnType<typeof useInvoicePages>;

/** 'Mes factures': GET /api/invoices. */
export const useMyInvoices = () =>
  useInvoicePages(queryKeys.invoices.mine, (cursor, signal) =>
    callPage('GET /api/invoices', { query: { limit: INVOICES_PAGE_SIZE, cursor: cursor ?? undefined }, signal }),
  );

export interface AdminInvoiceFilters extends Period {
  q: string;
  kind: InvoiceKind | '';
}

/** 'Factures': GET /api/admin/invoices for a search (number or client name), a period and a kind. */
export function useAdminInvoices({ q, from, to, kind }: AdminInvoiceFilters) {
  return useInvoicePages(queryKeys.invoices.admin(q, from, to, kind), (cursor, signal) =>
    callPage('GET /api/admin/invoices', {
      query: {
        limit: INVOICES_PAGE_SIZE,
        q: q || undefined,
        from,
        to,
        kind: kind || undefined,
        cursor: cursor ?? undefined,
      },
      signal,
    }),
  );
}

/** GET /api/admin/invoices/totals: count and totals HT, VAT, TTC of a (valid) period. */
export function useInvoiceTotals(period: Period) {
  return useQuery({
    queryKey: queryKeys.invoices.totals(period.from, period.to),
    queryFn: ({ signal }) => call('GET /api/admin/invoices/totals', { query: { ...period }, signal }),
    placeholderData: keepPreviousData,
  });
}
