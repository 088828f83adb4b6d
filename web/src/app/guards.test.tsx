import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { useReducer } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expireSession, sessionExpiredState, setSessionExpiredHandler } from '@/lib/api/session-expiry';
import { setTokens } from '@/lib/api/tokens';
import { RequireAuth } from './guards';

afterEach(() => vi.unstubAllGlobals());

/** Re-renders the guard on demand, as any change of its parent or its query would. */
let rerenderGuard: () => void = () => undefined;
function Host() {
  const [, bump] = useReducer((n: number) => n + 1, 0);
  rerenderGuard = bump;
  return <RequireAuth />;
}

describe('RequireAuth', () => {
  it('sends a session that expired under the page to /login saying so, even while its account read is still pending', async () => {
    // The account read never answers: the guard re-renders with its query pending, not failed.
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => undefined)));
    setSessionExpiredHandler(() => undefined);
    setTokens({ access_token: 'header.eyJzdWIiOiJ1MSJ9.signature', refresh_token: 'refresh' });
    const router = createMemoryRouter(
      [
        { path: '/orders', element: <Host /> },
        { path: '*', element: null },
      ],
      { initialEntries: ['/orders'] },
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );

    act(() => {
      expireSession();
      rerenderGuard();
    });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual(sessionExpiredState);
  });
});
