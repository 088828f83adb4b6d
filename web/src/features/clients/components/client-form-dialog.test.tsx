import type { AdminUser } from '@app/shared/users/admin-schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { aUser } from '@/test/user-fixture';
import { ClientFormDialog } from './client-form-dialog';

const client: AdminUser = { ...aUser(), has_logo: false, orders_total: 0, unpaid_count: 0, balance_due: 0 };

function renderEdit(edited: AdminUser = client) {
  const api = createApiDouble().on('PUT /api/admin/users/{id}', ({ body }) => {
    const { siren, vat_number, billing_address } = body as Pick<AdminUser, 'siren' | 'vat_number' | 'billing_address'>;
    return { body: { ...edited, siren, vat_number, billing_address } };
  });
  const onClose = vi.fn();
  renderWithApi(<ClientFormDialog target={{ mode: 'edit', client: edited }} onClose={onClose} />, { api });
  return { api, onClose, dialog: screen.getByRole('dialog') };
}

describe("the client's fiscal data on 'Modifier' (issue 21)", () => {
  it('sends the SIREN, the VAT number and the billing address', async () => {
    const { api, onClose, dialog } = renderEdit();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/^SIREN/), '732 829 320');
    await user.type(within(dialog).getByLabelText(/^N° TVA intracommunautaire/), 'FR44 732829320');
    await user.type(within(dialog).getByLabelText(/^Adresse de facturation/), '5 rue des Forges');
    await user.type(within(dialog).getByLabelText(/^Code postal de facturation/), '69007');
    await user.type(within(dialog).getByLabelText(/^Ville de facturation/), 'Lyon');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(await screen.findByText('Client mis à jour')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(api.callsTo('PUT /api/admin/users/{id}')[0]!.body).toMatchObject({
      siren: '732829320',
      vat_number: 'FR44732829320',
      billing_address: { line1: '5 rue des Forges', line2: '', postcode: '69007', city: 'Lyon', country_code: 'FR' },
    });
  });

  it('refuses a SIREN without its key and a billing address without its city, before asking', async () => {
    const { api, dialog } = renderEdit();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/^SIREN/), '123456780');
    await user.type(within(dialog).getByLabelText(/^Adresse de facturation/), '5 rue des Forges');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    expect(await within(dialog).findByText('Le SIREN doit comporter 9 chiffres et une clé valide')).toBeInTheDocument();
    expect(within(dialog).getByText('La ville est requise')).toBeInTheDocument();
    expect(within(dialog).getByText('Le code postal est requis')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/users/{id}')).toEqual([]);
  });

  it('clears the billing address (null) when its boxes are emptied', async () => {
    const billed = {
      ...client,
      siren: '732829320',
      billing_address: { line1: '5 rue des Forges', line2: '', postcode: '69007', city: 'Lyon', country_code: 'FR' },
    };
    const { api, dialog } = renderEdit(billed);
    const user = userEvent.setup();
    expect(within(dialog).getByLabelText(/^SIREN/)).toHaveValue('732829320');
    for (const label of [
      /^Adresse de facturation/,
      /^Code postal de facturation/,
      /^Ville de facturation/,
      /^Pays de facturation/,
    ])
      await user.clear(within(dialog).getByLabelText(label));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Client mis à jour')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/users/{id}')[0]!.body).toMatchObject({
      siren: '732829320',
      billing_address: null,
    });
  });
});

describe("a new password set on 'Modifier' (issue 37)", () => {
  const toChange = 'Le client devra choisir un nouveau mot de passe à sa prochaine connexion. Ses sessions ouvertes sont fermées.';

  it('says the client must choose a new one at its next sign-in and that its sessions are closed', async () => {
    // Another account than the signed-in one (u1): one's own new password is one's own choice.
    const { api, dialog } = renderEdit({ ...client, id: 'c2' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(/^Nouveau mot de passe/), 'Provisoire-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Client mis à jour')).toBeInTheDocument();
    expect(screen.getByText(toChange)).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/users/{id}')[0]!.body).toMatchObject({ new_password: 'Provisoire-2026' });
  });

  it('says nothing of it when the password is kept', async () => {
    const { dialog } = renderEdit();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Client mis à jour')).toBeInTheDocument();
    expect(screen.queryByText(toChange)).not.toBeInTheDocument();
  });
});
