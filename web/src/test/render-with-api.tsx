import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { clearTokens, setTokens } from '@/lib/api/tokens';
import { createApiDouble, type ApiDouble } from './api-double';

export interface RenderOptions {
  /** The URL the memory router starts at. */
  path?: string;
  /** The route pattern the element is mounted on (its `:params`); every other URL renders nothing. */
  route?: string;
  /** The HTTP double (installed here); a fresh one answering nothing by default. */
  api?: ApiDouble;
  /** Whether a session is stored (the change feed polls only then). */
  signedIn?: boolean;
}

/**
 * Renders `element` as the app does (app/app.tsx): a query client (no retries), a data router
 * in memory and the toasts, with the HTTP double in place of fetch. Returns the router (its
 * location) and the double (its recorded calls).
 */
export function renderWithApi(element: ReactNode, { path = '/', route = '*', api = createApiDouble(), signedIn = true }: RenderOptions = {}) {
  api.install();
  // Also forgets the answers remembered for conditional GETs by an earlier test.
  clearTokens();
  if (signedIn) setTokens({ access_token: 'header.eyJzdWIiOiJ1MSJ9.signature', refresh_token: 'refresh' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const routes = route === '*' ? [{ path: '*', element }] : [{ path: route, element }, { path: '*', element: null }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, router, api, client };
}
