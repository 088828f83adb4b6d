import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { aUser } from '@/test/user-fixture';
import { ProfilePage } from './profile-page';

describe("'Mon Profil': the client's fiscal data (issue 21)", () => {
  it('shows the SIREN, the VAT number and the billing address read only', async () => {
    const me = {
      ...aUser({
        siren: '732829320',
        vat_number: 'FR44732829320',
        billing_address: {
          line1: '5 rue des Forges',
          line2: 'Bâtiment B',
          postcode: '69007',
          city: 'Lyon',
          country_code: 'FR',
        },
      }),
      email_notifications: true,
    };
    renderWithApi(<ProfilePage />, { api: createApiDouble().on('GET /api/auth/me', { body: me }) });

    expect(await screen.findByLabelText('SIREN')).toHaveValue('732829320');
    expect(screen.getByLabelText('SIREN')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('N° TVA intracommunautaire')).toHaveValue('FR44732829320');
    expect(screen.getByLabelText('Adresse de facturation')).toHaveValue('5 rue des Forges\nBâtiment B\n69007 Lyon\nFR');
  });

  it("says the account's address is used when no billing address is set", async () => {
    renderWithApi(<ProfilePage />, {
      api: createApiDouble().on('GET /api/auth/me', { body: { ...aUser(), email_notifications: true } }),
    });
    expect(await screen.findByLabelText('Adresse de facturation')).toHaveValue('');
    expect(screen.getByLabelText('Adresse de facturation')).toHaveAttribute('placeholder', 'Adresse du compte');
    expect(screen.getByLabelText('SIREN')).toHaveAttribute('placeholder', 'Non renseigné');
  });
});
