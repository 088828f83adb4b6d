import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { PublicTermsPage } from './public-terms-page';

describe('/conditions, the terms for a visitor (issue 24)', () => {
  it('shows the published terms without a sign-in', async () => {
    const api = createApiDouble().on('GET /api/terms', { body: { terms_and_conditions: '## Paiement\nÀ la livraison du fichier.' } });
    renderWithApi(<PublicTermsPage />, { api, signedIn: false });

    expect(await screen.findByRole('heading', { level: 2, name: 'Paiement' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Conditions générales' })).toBeInTheDocument();
    expect(screen.getByText('À la livraison du fichier.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'application" })).toHaveAttribute('href', '/');
  });

  it('says plainly when no terms are published yet', async () => {
    renderWithApi(<PublicTermsPage />, { api: createApiDouble().on('GET /api/terms', { body: { terms_and_conditions: '  ' } }), signedIn: false });
    expect(await screen.findByText('Aucune condition publiée')).toBeInTheDocument();
  });
});
