import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { AdminUser } from '@app/shared/users/admin-schemas';
import type { Role } from '@app/shared/users/schemas';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiPage } from '@/lib/api/api-client';
import { callPage } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';

/**
 * The account lists of the administration (spec §2 'Clients', 'Administrateurs', and the client
 * picker of 'Remises Clients'): GET /api/admin/users (clients) or /api/admin/administrators by
 * pages, newest first, searched on the server (`q`: every word in the name, company, email or
 * phone). Shared by those features.
 */

/** Accounts per page (the server's default; at most 100). */
export const ACCOUNTS_PAGE_SIZE = 50;
/** The longest search the server accepts. */
export const ACCOUNT_SEARCH_MAX = 100;
/** The search box waits this long after the last key before asking the server. */
export const ACCOUNT_SEARCH_DEBOUNCE_MS = 300;

/** The search as the server receives it: trimmed, and no longer than it accepts. */
export const accountSearchText = (typed: string): string => typed.trim().slice(0, ACCOUNT_SEARCH_MAX);

/** The search text to send for what is typed in a search box, once typing pauses. */
export const useAccountSearch = (typed: string): string =>
  useDebouncedValue(accountSearchText(typed), ACCOUNT_SEARCH_DEBOUNCE_MS);

export type AccountPages = InfiniteData<ApiPage<AdminUser>, string | null>;

/** Administrators have their own list (spec §7); clients are GET /api/admin/users?role=client. */
function accountPage(role: Role, q: string, cursor: string | null, signal: AbortSignal) {
  const query = { limit: ACCOUNTS_PAGE_SIZE, q: q || undefined, cursor: cursor ?? undefined };
  return role === 'admin'
    ? callPage('GET /api/admin/administrators', { query, signal })
    : callPage('GET /api/admin/users', { query: { ...query, role }, signal });
}

export function accountPagesQueryOptions(role: Role, q = '') {
  return infiniteQueryOptions({
    queryKey: queryKeys.accounts(role, q),
    queryFn: ({ pageParam, signal }) => accountPage(role, q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The accounts of the loaded pages, in the server's order; an account seen twice is kept once. */
export function accountsOfPages(pages: readonly ApiPage<AdminUser>[] | undefined): AdminUser[] {
  const seen = new Set<string>();
  const accounts: AdminUser[] = [];
  for (const page of pages ?? []) {
    for (const account of page.items) {
      if (seen.has(account.id)) continue;
      seen.add(account.id);
      accounts.push(account);
    }
  }
  return accounts;
}

/** Applies `change` to every page of a cached account list. */
export function mapAccountPages(data: AccountPages | undefined, change: (accounts: AdminUser[]) => AdminUser[]) {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) };
}

/**
 * Shows an account change at once in every cached list (both roles, any search), then
 * refetches them: `patch` merges into the account with this id, or `null` drops it.
 */
export function updateCachedAccount(queryClient: QueryClient, id: string, patch: Partial<AdminUser> | null): void {
  queryClient.setQueriesData<AccountPages>({ queryKey: queryKeys.clients }, (data) =>
    mapAccountPages(data, (accounts) =>
      patch === null
        ? accounts.filter((account) => account.id !== id)
        : accounts.map((account) => (account.id === id ? { ...account, ...patch } : account)),
    ),
  );
  void queryClient.invalidateQueries({ queryKey: queryKeys.clients });
}

/** Same role whatever the search: a new search keeps showing the previous results meanwhile. */
const sameRole = (a: QueryKey | undefined, b: QueryKey) => a !== undefined && a[2] === b[2];

/**
 * One paged account list: the first page, 'Charger plus' for the next ones, and the
 * server-side search `q` (already debounced). A search page may come back short, even empty,
 * while a cursor remains: the next pages are then read by themselves until a page's worth of
 * results is loaded or the list is exhausted.
 */
export function useAccountPages({ role, q: rawQuery = '' }: { role: Role; q?: string }) {
  const q = rawQuery.trim();
  const options = accountPagesQueryOptions(role, q);
  const query = useInfiniteQuery({
    ...options,
    placeholderData: (previous, previousQuery) =>
      sameRole(previousQuery?.queryKey, options.queryKey) ? previous : undefined,
  });
  const listKey = JSON.stringify(options.queryKey);
  // How many accounts the user wants on screen, for this list only.
  const [wanted, setWanted] = useState({ listKey, count: ACCOUNTS_PAGE_SIZE });
  const target = wanted.listKey === listKey ? wanted.count : ACCOUNTS_PAGE_SIZE;

  const accounts = useMemo(() => accountsOfPages(query.data?.pages), [query.data]);
  const hasMore = Boolean(query.hasNextPage) && !query.isPlaceholderData;
  const failed = query.isError || query.isFetchNextPageError;
  const wantsMore = hasMore && accounts.length < target && !failed;
  const { fetchNextPage, isFetching } = query;

  useEffect(() => {
    if (wantsMore && !isFetching) void fetchNextPage({ cancelRefetch: false });
  }, [wantsMore, isFetching, fetchNextPage]);

  const loadMore = useCallback(() => {
    setWanted({ listKey, count: accounts.length + ACCOUNTS_PAGE_SIZE });
    // After a failed page the effect waits: 'Charger plus' is the retry.
    if (failed && !isFetching) void fetchNextPage({ cancelRefetch: false });
  }, [listKey, accounts.length, failed, isFetching, fetchNextPage]);

  return {
    query,
    accounts,
    /** A next page exists on the server. */
    hasMore,
    loadMore,
    /** 'Charger plus' (or the search) is reading the next page. */
    loadingMore: query.isFetchingNextPage,
    /** The accounts shown are the previous search's while the new one loads. */
    stale: query.isPlaceholderData,
    /** The search is still reading further pages for results. */
    searchingMore: q !== '' && (query.isPlaceholderData || wantsMore),
    pageCount: query.isPlaceholderData ? 0 : (query.data?.pages.length ?? 0),
    searching: q !== '',
  };
}

export type AccountPagesState = ReturnType<typeof useAccountPages>;
