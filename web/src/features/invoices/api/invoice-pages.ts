import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InvoiceKind, InvoiceSummary } from '@app/shared/invoices/schemas';
import { call, callPage } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';
import { useCursorPages, type PageReader } from '@/lib/api/use-cursor-pages';
import type { Period } from '@/features/invoices/lib/period';

/** Documents per page. */
export const INVOICES_PAGE_SIZE = 25;

/** One paged list of documents, newest first. */
function useInvoicePages(queryKey: readonly unknown[], readPage: PageReader<InvoiceSummary>) {
  const pages = useCursorPages(queryKey, readPage);
  return { ...pages, invoices: pages.items };
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
