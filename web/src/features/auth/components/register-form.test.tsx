import { ACCEPT_TERMS } from '@app/shared/auth/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { aUser } from '@/test/user-fixture';
import { RegisterForm } from './register-form';

const fields: [RegExp | string, string][] = [
  ['Prénom', 'Claire'],
  [/^Nom$/, 'Martin'],
  ['Entreprise', 'Garage Martin'],
  ['Adresse', '3 avenue des Champs, 69000 Lyon'],
  ['Téléphone', '+33 4 72 00 00 00'],
  ['E-mail', 'claire@garage-martin.fr'],
  ['Mot de passe', 'motdepasse-solide'],
];

async function fillForm() {
  const user = userEvent.setup();
  for (const [label, value] of fields) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
  return user;
}

describe('registration: the terms and the privacy notice (issue 24)', () => {
  it('refuses an unchecked box in French without asking the server, then sends acceptTerms: true', async () => {
    const api = createApiDouble().on('POST /api/auth/register', { status: 201, body: aUser({ status: 'pending' }) });
    renderWithApi(<RegisterForm />, { path: '/register', api, signedIn: false });
    const user = await fillForm();

    const box = screen.getByRole('checkbox', { name: "J'accepte les conditions générales et la politique de confidentialité" });
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByText(ACCEPT_TERMS)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /api/auth/register')).toEqual([]);

    await user.click(box);
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByText('Inscription réussie. Votre compte est en attente de validation.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/register').map((call) => call.body)).toEqual([
      expect.objectContaining({ email: 'claire@garage-martin.fr', acceptTerms: true }),
    ]);
  });

  it('opens the terms and the privacy notice in a new tab', () => {
    renderWithApi(<RegisterForm />, { path: '/register', signedIn: false });
    for (const [name, href] of [
      ['conditions générales', '/conditions'],
      ['politique de confidentialité', '/confidentialite'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('asks to accept only the privacy notice while no terms are published (issue 37)', async () => {
    const api = createApiDouble().on('GET /api/terms', { body: { terms_and_conditions: '  ' } });
    renderWithApi(<RegisterForm />, { path: '/register', api, signedIn: false });
    expect(await screen.findByRole('checkbox', { name: "J'accepte la politique de confidentialité" })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'conditions générales' })).toBeNull();
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', '/confidentialite');
  });

  it('links the published terms', async () => {
    const api = createApiDouble().on('GET /api/terms', { body: { terms_and_conditions: '## Paiement' } });
    renderWithApi(<RegisterForm />, { path: '/register', api, signedIn: false });
    await screen.findByRole('checkbox', { name: "J'accepte les conditions générales et la politique de confidentialité" });
    await waitFor(() => expect(api.callsTo('GET /api/terms')).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'conditions générales' })).toHaveAttribute('href', '/conditions');
  });

  it("shows the server's refusal when it still says no", async () => {
    const api = createApiDouble().on('POST /api/auth/register', { status: 422, detail: ACCEPT_TERMS });
    renderWithApi(<RegisterForm />, { path: '/register', api, signedIn: false });
    const user = await fillForm();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByText(ACCEPT_TERMS)).toBeInTheDocument();
  });
});
