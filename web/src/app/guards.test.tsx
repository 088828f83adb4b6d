import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { useReducer } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expireSession, sessionExpiredState, setSessionExpiredHandler } from '@/lib/api/session-expiry';
import { setTokens } from '@/lib/api/tokens';
import { createApiDouble } from '@/test/api-double';
import { aUser } from '@/test/user-fixture';
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

  it("sends an approved client the business requires a second factor of to its enrolment, and only such a client", async () => {
    const land = async (me: object, at = '/orders') => {
      createApiDouble().on('GET /api/auth/me', { body: { ...aUser(), email_notifications: true, ...me } }).install();
      setTokens({ access_token: 'header.eyJzdWIiOiJ1MSJ9.signature', refresh_token: 'refresh' });
      const router = createMemoryRouter(
        [
          { element: <RequireAuth />, children: [{ path: '/orders', element: <p>Mes commandes</p> }, { path: '/double-authentification', element: <p>Enrôlement</p> }] },
          { path: '*', element: null },
        ],
        { initialEntries: [at] },
      );
      const view = render(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
      return { router, view };
    };
    const required = await land({ mfa_enrolment_required: true });
    await waitFor(() => expect(required.router.state.location.pathname).toBe('/double-authentification'));
    expect(await required.view.findByText('Enrôlement')).toBeInTheDocument();
    required.view.unmount();

    const free = await land({ mfa_enrolment_required: false });
    expect(await free.view.findByText('Mes commandes')).toBeInTheDocument();
    expect(free.router.state.location.pathname).toBe('/orders');
  });
});
