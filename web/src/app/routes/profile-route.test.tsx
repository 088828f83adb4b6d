import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { aUser } from '@/test/user-fixture';
import { ProfileRoute } from './profile-route';

const codes = Array.from({ length: 10 }, (_, i) => `k7m2p-x9qf${i}`);
const client = (totp_enabled: boolean, recovery_codes_left = 0) => ({ ...aUser(), email_notifications: true, totp_enabled, recovery_codes_left });

/** 'Mon Profil' of a garage: its second factor (issue 36), the administrators' card and flow. */
describe("'Mon Profil': the client's two-factor sign-in", () => {
  it('sets it up: the key and its QR code, a code, then the recovery codes shown once', async () => {
    const api = createApiDouble()
      .on('GET /api/auth/me', { body: client(false) })
      .on('POST /api/auth/totp/setup', { body: { secret: 'JBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/ProTune:jean%40garage-dupont.fr?secret=JBSWY3DPEHPK3PXP' } })
      .on('POST /api/auth/totp/enable', ({ body }) =>
        (body as { code: string }).code === '123456'
          ? { body: { detail: 'Double authentification activée', recovery_codes: codes, access_token: 'header.eyJzdWIiOiJ1MSJ9.next' } }
          : { status: 400, detail: 'Code de vérification incorrect' },
      );
    renderWithApi(<ProfileRoute />, { api });

    const card = await screen.findByRole('region', { name: 'Double authentification' });
    expect(within(card).getByText('Désactivée')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Activer la double authentification' }));
    expect(await within(card).findByRole('img', { name: 'QR code de la clé à scanner' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(within(card).getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');

    const code = within(card).getByLabelText('Code à 6 chiffres');
    fireEvent.change(code, { target: { value: '000 000' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Activer' }));
    expect(await within(card).findByText('Code de vérification incorrect')).toBeInTheDocument();
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Activer' }));

    const shown = await within(card).findByRole('list', { name: 'Vos codes de secours' });
    expect(within(shown).getAllByRole('listitem').map((item) => item.textContent)).toEqual(codes);
    expect(api.callsTo('POST /api/auth/totp/enable').map((call) => call.body)).toEqual([{ code: '000000' }, { code: '123456' }]);
    fireEvent.click(within(card).getByRole('button', { name: "J'ai noté mes codes" }));
    expect(within(card).queryByRole('list', { name: 'Vos codes de secours' })).not.toBeInTheDocument();
    expect(within(card).getByText('Activée')).toBeInTheDocument();
    expect(within(card).getByText('10 codes de secours restants')).toBeInTheDocument();
  });

  it('turns it off with a current code; a refused code says why', async () => {
    const api = createApiDouble()
      .on('GET /api/auth/me', { body: client(true, 9) })
      .on('DELETE /api/auth/totp', ({ body }) =>
        (body as { code: string }).code === '654321'
          ? { body: { detail: 'Double authentification désactivée' } }
          : { status: 400, detail: 'Ce code a déjà été utilisé. Attendez le suivant.' },
      );
    renderWithApi(<ProfileRoute />, { api });

    const card = await screen.findByRole('region', { name: 'Double authentification' });
    expect(within(card).getByText('Activée')).toBeInTheDocument();
    expect(within(card).getByText('9 codes de secours restants')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Désactiver' }));
    const code = within(card).getByLabelText('Code à 6 chiffres');
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Désactiver' }));
    expect(await within(card).findByText('Ce code a déjà été utilisé. Attendez le suivant.')).toBeInTheDocument();
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Désactiver' }));
    expect(await within(card).findByText('Désactivée')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Activer la double authentification' })).toBeInTheDocument();
  });
});
