import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { queryClient } from '@/lib/api/query-client';
import { queryKeys } from '@/lib/api/query-keys';
import { clearTokens, getAccessToken } from '@/lib/api/tokens';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { aUser } from '@/test/user-fixture';
import { LoginForm } from './login-form';

// functions/src/auth/lockout.ts: a locked account is refused with 423 and this detail.
const LOCKED =
  'Compte verrouillé après plusieurs tentatives de connexion échouées. Réessayez dans 5 minutes ou contactez l’administration pour le débloquer.';

const tokens = { access_token: 'header.eyJzdWIiOiJ1MSJ9.signature', refresh_token: 'refresh-1', token_type: 'bearer' as const };

function renderLogin(api = createApiDouble()) {
  return renderWithApi(<LoginForm />, { path: '/login', api, signedIn: false });
}

async function signIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Mot de passe'), password);
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('LoginForm', () => {
  it('says in French what is missing or wrong, without asking the server', async () => {
    const { api } = renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText("L'adresse e-mail est requise")).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe est requis')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(screen.getByLabelText('E-mail'), 'pas-une-adresse');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText("L'adresse e-mail n'est pas valide")).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("shows the server's refusal of a wrong password and stays on the page", async () => {
    const api = createApiDouble().on('POST /api/auth/login', { status: 401, detail: 'E-mail ou mot de passe incorrect' });
    const { router } = renderLogin(api);
    await signIn('jean@garage-dupont.fr', 'mauvais');
    expect(await screen.findByText('E-mail ou mot de passe incorrect')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(getAccessToken()).toBeNull();
  });

  it('shows the lockout message of a locked account (423)', async () => {
    const api = createApiDouble().on('POST /api/auth/login', { status: 423, detail: LOCKED });
    const { router } = renderLogin(api);
    await signIn('jean@garage-dupont.fr', 'encore-faux');
    expect(await screen.findByText(LOCKED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("signs an administrator in: 'Connexion réussie', the tokens kept, on to /admin", async () => {
    const api = createApiDouble().on('POST /api/auth/login', { body: { ...tokens, user: aUser({ role: 'admin' }) } });
    const { router } = renderLogin(api);
    await signIn('  Admin@Garage-Dupont.FR ', 'secret-123');
    expect(await screen.findByText('Connexion réussie')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    // The address as the shared schema sends it: trimmed, lower case.
    expect(api.callsTo('POST /api/auth/login').map((call) => call.body)).toEqual([
      { email: 'admin@garage-dupont.fr', password: 'secret-123' },
    ]);
    expect(getAccessToken()).toBe(tokens.access_token);
  });

  it('signs a client in, on to the home page', async () => {
    const api = createApiDouble().on('POST /api/auth/login', { body: { ...tokens, user: aUser() } });
    const { router } = renderLogin(api);
    await signIn('jean@garage-dupont.fr', 'secret-123');
    expect(await screen.findByText('Connexion réussie')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('asks an administrator with a second factor for its code, then signs in with the step token and the code', async () => {
    const api = createApiDouble()
      .on('POST /api/auth/login', { body: { mfa_required: true, mfa_token: 'step-token' } })
      .on('POST /api/auth/login/totp', ({ body }) =>
        (body as { code: string }).code === '123456'
          ? { body: { ...tokens, user: aUser({ role: 'admin' }) } }
          : { status: 401, detail: 'Code de vérification incorrect' },
      );
    const { router } = renderLogin(api);
    await signIn('admin@protune.fr', 'Motdepasse1!');
    const code = await screen.findByLabelText('Code de vérification');
    expect(getAccessToken()).toBeNull();

    const user = userEvent.setup();
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect((await screen.findAllByText('Code de vérification incorrect')).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/login');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(getAccessToken()).toBe(tokens.access_token);
    expect(api.callsTo('POST /api/auth/login/totp').map((c) => c.body)).toEqual([
      { mfa_token: 'step-token', code: '654321' },
      { mfa_token: 'step-token', code: '123456' },
    ]);
  });

  it("sends an account whose password must change to 'Changer le mot de passe', then signs in with the new one", async () => {
    const api = createApiDouble()
      .on('POST /api/auth/login', { body: { password_change_required: true, password_token: 'pw-token' } })
      .on('POST /api/auth/password', ({ body }) =>
        (body as { new_password: string }).new_password === 'Provisoire-123'
          ? { status: 422, detail: 'Choisissez un mot de passe différent du mot de passe provisoire' }
          : { body: { ...tokens, user: aUser({ role: 'admin' }) } },
      );
    const { router } = renderLogin(api);
    await signIn('admin@protune.fr', 'Provisoire-123');
    expect(await screen.findByRole('heading', { name: 'Changer le mot de passe' })).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'court');
    await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    expect(await screen.findByText('Le mot de passe doit contenir au moins 8 caractères')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Nouveau mot de passe'));
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'Provisoire-123');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'Autre-chose-1');
    await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    expect(await screen.findByText('Les deux mots de passe ne correspondent pas')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/password')).toEqual([]);

    await user.clear(screen.getByLabelText('Confirmer le mot de passe'));
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'Provisoire-123');
    await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    expect((await screen.findAllByText('Choisissez un mot de passe différent du mot de passe provisoire')).length).toBeGreaterThan(0);
    expect(getAccessToken()).toBeNull();

    for (const field of ['Nouveau mot de passe', 'Confirmer le mot de passe']) {
      await user.clear(screen.getByLabelText(field));
      await user.type(screen.getByLabelText(field), 'Mon-nouveau-456');
    }
    await user.click(screen.getByRole('button', { name: 'Enregistrer et continuer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(getAccessToken()).toBe(tokens.access_token);
    expect(api.callsTo('POST /api/auth/password').map((c) => c.body)).toEqual([
      { password_token: 'pw-token', new_password: 'Provisoire-123' },
      { password_token: 'pw-token', new_password: 'Mon-nouveau-456' },
    ]);
  });

  it("signs in with no query client on the page (/login loads without TanStack Query), priming the app's with the user", async () => {
    const user = aUser({ role: 'admin' });
    const api = createApiDouble().on('POST /api/auth/login', { body: { ...tokens, user } });
    api.install();
    clearTokens();
    queryClient.setQueryData(queryKeys.me, aUser({ id: 'previous-user' }));
    const router = createMemoryRouter([{ path: '*', element: <LoginForm /> }], { initialEntries: ['/login'] });
    render(<RouterProvider router={router} />);
    await signIn('admin@garage-dupont.fr', 'secret-123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(queryClient.getQueryData(queryKeys.me)).toEqual({ ...user, mfa_enrolment_required: false });
    expect(getAccessToken()).toBe(tokens.access_token);
  });
});
