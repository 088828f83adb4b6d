import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';

/** What a stubbed API answers: JSON for a path (query string included), or undefined for a 404. */
export type ApiStub = (url: URL) => unknown;

/**
 * Renders `element` at `path` in a data router with a fresh query client, fetch answering from
 * `stub`; returns the router (its location) and the URLs asked.
 */
export function renderWithApi(element: ReactNode, { path = '/', stub }: { path?: string; stub: ApiStub }) {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      asked.push(url);
      const body = stub(url);
      return body === undefined
        ? new Response(JSON.stringify({ detail: 'Introuvable' }), { status: 404, headers: { 'Content-Type': 'application/json' } })
        : new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchInterval: false } } });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, asked };
}
