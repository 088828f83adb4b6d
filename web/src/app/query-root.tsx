import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { meQueryOptions } from '@/features/auth/api/get-me';
import { queryClient } from '@/lib/api/query-client';

/**
 * The query client for every page but a signed-out /login. Its own chunk with the guards that
 * read the session through it, so the login's first screen loads without TanStack Query
 * (decision 018).
 */
export function QueryRoot({ children }: { children?: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children ?? <Outlet />}</QueryClientProvider>;
}

/**
 * The account in the cache before the first render, for a start with a session (router.tsx
 * preloadFirstPage; it takes the HTML's account call, lib/api/html-calls.ts, which usually
 * answered while the chunks downloaded): the guards then render the signed-in page at once, not a
 * spinner first and the page a render later.
 * Never rejects: a failure is the guard's to show, as without it.
 */
export function primeSession(): Promise<void> {
  return queryClient.prefetchQuery(meQueryOptions());
}

export { ClientOnly, RedirectSignedIn, RequireAdmin, RequireAuth } from './guards';
