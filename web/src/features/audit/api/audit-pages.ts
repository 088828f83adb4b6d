import { useQuery } from '@tanstack/react-query';
import type { AuditAction, AuditFamily } from '@app/shared/audit/schemas';
import { useCursorPages, type PageReader } from '@/lib/api/use-cursor-pages';
import { call, callPage } from '@/lib/api/call';

/** Entries per page. */
export const AUDIT_PAGE_SIZE = 25;
/** The security dashboard's latest entries. */
export const LATEST_AUDIT = 10;

/** One paged list of entries, newest first, and 'Charger plus' while the server has more. */
function useAuditPages<T>(queryKey: readonly unknown[], readPage: PageReader<T>) {
  const pages = useCursorPages(queryKey, readPage);
  return { ...pages, entries: pages.items };
}

/**
 * An order's entries (administrators). `version` is the order's updated_at: each change of the
 * order (which writes its entry in the same transaction) reads the timeline again.
 */
export const useOrderAudit = (orderId: string, version: string) =>
  useAuditPages(['orders', 'detail', orderId, 'audit', version], (cursor, signal) =>
    callPage('GET /api/admin/orders/{id}/audit', { params: { id: orderId }, query: { limit: AUDIT_PAGE_SIZE, cursor: cursor ?? undefined }, signal }),
  );

/** The client's own order's steps (status changes and deliveries). */
export const useOrderTimeline = (orderId: string, version: string) =>
  useAuditPages(['orders', 'detail', orderId, 'timeline', version], (cursor, signal) =>
    callPage('GET /api/orders/{id}/timeline', { params: { id: orderId }, query: { limit: AUDIT_PAGE_SIZE, cursor: cursor ?? undefined }, signal }),
  );

/** A client's entries, its orders' included (administrators): the client card's 'Historique'. */
export const useClientAudit = (clientId: string) =>
  useAuditPages(['admin', 'clients', clientId, 'audit'], (cursor, signal) =>
    callPage('GET /api/admin/clients/{id}/audit', { params: { id: clientId }, query: { limit: AUDIT_PAGE_SIZE, cursor: cursor ?? undefined }, signal }),
  );

export interface AuditFilters {
  actor: string;
  action: AuditAction | AuditFamily | '';
  from: string;
  to: string;
}

/** 'Historique': GET /api/admin/audit with its filters. */
export const useAuditList = ({ actor, action, from, to }: AuditFilters) =>
  useAuditPages(['admin', 'audit', actor, action, from, to], (cursor, signal) =>
    callPage('GET /api/admin/audit', {
      query: {
        limit: AUDIT_PAGE_SIZE,
        actor: actor || undefined,
        action: action || undefined,
        from: from || undefined,
        to: to || undefined,
        cursor: cursor ?? undefined,
      },
      signal,
    }),
  );

/** The security dashboard's latest entries. */
export const useLatestAudit = () =>
  useQuery({
    queryKey: ['admin', 'audit', 'latest', LATEST_AUDIT],
    queryFn: ({ signal }) => call('GET /api/admin/audit', { query: { limit: LATEST_AUDIT }, signal }),
  });
