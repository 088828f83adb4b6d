import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { queryClient } from '@/lib/api/query-client';

/**
 * The query client for every page but a signed-out /login. Its own chunk with the guards that
 * read the session through it, so the login's first screen loads without TanStack Query
 * (decision 018).
 */
export function QueryRoot({ children }: { children?: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children ?? <Outlet />}</QueryClientProvider>;
}

export { ClientOnly, RedirectSignedIn, RequireAdmin, RequireAuth } from './guards';
