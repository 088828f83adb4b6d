import type { SellerAnswer } from '@app/shared/invoices/schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { SellerSettings } from './seller-settings';

const blank: SellerAnswer = {
  name: '',
  legal_form: '',
  share_capital: '',
  siren: '',
  siret: '',
  registration: '',
  vat_number: '',
  address_line1: '',
  address_line2: '',
  postcode: '',
  city: '',
  country_code: '',
  email: '',
  phone: '',
  iban: '',
  bic: '',
  default_vat_rate: 20,
  payment_term_days: 30,
  payment_terms: '',
  late_penalty_rate: null,
  recovery_fee: 'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 €',
  vat_on_debits: false,
  footer: '',
  missing: ['Raison sociale', 'SIREN', 'IBAN'],
};

describe("'Paramètres' › 'Facturation'", () => {
  it('says which mandatory fields are missing, refuses a wrong SIREN before asking, then saves the typed identity', async () => {
    const api = createApiDouble()
      .on('GET /api/admin/invoicing/seller', { body: blank })
      .on('PUT /api/admin/invoicing/seller', ({ body }) => ({ body: { ...blank, ...(body as object), missing: [] } }));
    renderWithApi(<SellerSettings />, { api });

    expect(
      await screen.findByText('Renseignez Raison sociale, SIREN et IBAN pour émettre des factures.'),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Raison sociale'), 'ProTune SAS');
    await user.type(screen.getByLabelText('SIREN'), '123 456 780');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le SIREN doit comporter 9 chiffres et une clé valide')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/invoicing/seller')).toEqual([]);

    // 732 829 320: a real SIREN (valid Luhn key).
    await user.clear(screen.getByLabelText('SIREN'));
    await user.type(screen.getByLabelText('SIREN'), '732 829 320');
    await user.type(screen.getByLabelText('Taux des pénalités de retard (%)'), '10,5');
    await user.selectOptions(screen.getByLabelText('Taux de TVA par défaut'), '5.5');
    await user.click(screen.getByLabelText(/^Option pour le paiement de la TVA d'après les débits/));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Facturation enregistrée')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/invoicing/seller')[0]!.body).toMatchObject({
      name: 'ProTune SAS',
      siren: '732 829 320',
      late_penalty_rate: 10.5,
      default_vat_rate: 5.5,
      payment_term_days: 30,
      vat_on_debits: true,
      country_code: 'FR',
    });
    await waitFor(() =>
      expect(
        screen.getByText('Toutes les mentions obligatoires sont renseignées : les factures peuvent être émises.'),
      ).toBeInTheDocument(),
    );
  });

  it("shows the server's refusal in a toast and keeps what was typed", async () => {
    const api = createApiDouble()
      .on('GET /api/admin/invoicing/seller', { body: blank })
      .on('PUT /api/admin/invoicing/seller', { status: 400, detail: "L'IBAN est invalide" });
    renderWithApi(<SellerSettings />, { api });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Raison sociale'), 'ProTune SAS');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText("L'IBAN est invalide")).toBeInTheDocument();
    expect(screen.getByLabelText('Raison sociale')).toHaveValue('ProTune SAS');
  });
});
