import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LoginForm } from '@/features/auth/components/login-form';
import { queryClient } from '@/lib/api/query-client';
import { clearTokens } from '@/lib/api/tokens';
import { paths } from '@/lib/paths';
import { createApiDouble } from '@/test/api-double';
import { aUser } from '@/test/user-fixture';
import { RequireAdmin, RequireAuth } from './guards';

/** An access token as the server signs it for an account that must set up its second factor first ({"sub":"u1","enrol":true}). */
const enrolToken = `header.${btoa(JSON.stringify({ sub: 'u1', role: 'admin', enrol: true }))}.signature`;
const freeToken = `header.${btoa(JSON.stringify({ sub: 'u1', role: 'admin' }))}.signature`;

/** Where the dashboard would be: it would read data the enrolment token may not (403). */
function Dashboard() {
  return <p>Tableau de bord</p>;
}

/** /login, and the administrator's pages behind the app's own guards. */
function signInAsAdmin(accessToken: string) {
  const api = createApiDouble().on('POST /api/auth/login', {
    body: { access_token: accessToken, refresh_token: 'refresh-1', token_type: 'bearer', user: aUser({ role: 'admin' }) },
  });
  api.install();
  clearTokens();
  queryClient.clear();
  const router = createMemoryRouter(
    [
      { path: paths.login, element: <LoginForm /> },
      {
        element: <RequireAuth />,
        children: [
          {
            path: paths.admin.home,
            element: <RequireAdmin />,
            children: [
              { path: paths.admin.twoFactor, element: <p>Activez la double authentification</p> },
              { index: true, element: <Dashboard /> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [paths.login] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { api, router };
}

async function submit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), 'nouvel.admin@protune.fr');
  await user.type(screen.getByLabelText('Mot de passe'), 'Mot-de-passe-1');
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('forced two-factor sign-in (issue 37)', () => {
  it('sends a new administrator the business requires it of straight to its enrolment, never through the dashboard', async () => {
    const { api, router } = signInAsAdmin(enrolToken);
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.admin.twoFactor));
    expect(await screen.findByText('Activez la double authentification')).toBeInTheDocument();
    expect(screen.queryByText('Tableau de bord')).not.toBeInTheDocument();
    // Nothing but the sign-in was asked: no page data the token would be refused (and no account read, the sign-in primed it).
    expect(api.calls.map((call) => call.key)).toEqual(['POST /api/auth/login']);
    expect(api.unhandled).toEqual([]);
  });

  it('lands an administrator free of the step on the dashboard', async () => {
    const { router } = signInAsAdmin(freeToken);
    await submit();
    expect(await screen.findByText('Tableau de bord')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.admin.home);
  });
});
