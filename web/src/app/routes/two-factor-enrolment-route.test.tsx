import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { aUser } from '@/test/user-fixture';
import { TwoFactorEnrolmentRoute } from './two-factor-enrolment-route';

const codes = Array.from({ length: 10 }, (_, i) => `a2b3c-d4ef${i}`);

describe('TwoFactorEnrolmentRoute', () => {
  it("tells a client the business requires it, and sends it home once its codes are noted (issue 36)", async () => {
    const api = createApiDouble()
      .on('GET /api/auth/me', { body: { ...aUser(), email_notifications: true, mfa_enrolment_required: true } })
      .on('POST /api/auth/totp/setup', { body: { secret: 'JBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/ProTune:jean?secret=JBSWY3DPEHPK3PXP' } })
      .on('POST /api/auth/totp/enable', { body: { detail: 'Double authentification activée', recovery_codes: codes, access_token: 'header.eyJzdWIiOiJ1MSJ9.next' } });
    const { router } = renderWithApi(<TwoFactorEnrolmentRoute />, { path: '/double-authentification', api });
    expect(await screen.findByText("L'administration exige un second facteur pour chaque client. Activez-le pour accéder au portail.")).toBeInTheDocument();

    const card = screen.getByRole('region', { name: 'Double authentification' });
    fireEvent.click(within(card).getByRole('button', { name: 'Activer la double authentification' }));
    fireEvent.change(await within(card).findByLabelText('Code à 6 chiffres'), { target: { value: '123456' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Activer' }));
    fireEvent.click(await within(card).findByRole('button', { name: "J'ai noté mes codes" }));
    await expect.poll(() => router.state.location.pathname).toBe('/');
    expect(api.unhandled).toEqual([]);
  });
});
