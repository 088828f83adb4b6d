import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { aUser } from '@/test/user-fixture';
import { AdministratorFormDialog } from './administrator-form-dialog';

const TAKEN = 'Cet email est déjà utilisé';

async function fillNewAdministrator() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Prénom'), 'Marie');
  await user.type(screen.getByLabelText('Nom'), 'Curie');
  await user.type(screen.getByLabelText('E-mail'), 'marie@protune.fr');
  await user.type(screen.getByLabelText('Mot de passe'), 'motdepasse-solide');
  await user.click(screen.getByRole('button', { name: 'Ajouter' }));
}

describe('AdministratorFormDialog', () => {
  it('creates the administrator, says so and closes', async () => {
    const created = {
      ...aUser({ role: 'admin', email: 'marie@protune.fr' }),
      has_logo: false,
      orders_total: 0,
      unpaid_count: 0,
      balance_due: 0,
    };
    const api = createApiDouble().on('POST /api/admin/administrators', { status: 201, body: created });
    const onClose = vi.fn();
    renderWithApi(<AdministratorFormDialog target={{ mode: 'add' }} onClose={onClose} />, { api });
    await fillNewAdministrator();

    expect(await screen.findByText('Administrateur créé')).toBeInTheDocument();
    // Its password is the creator's choice: replaced at its first sign-in (issue 37).
    expect(screen.getByText("L'administrateur choisira son propre mot de passe à sa première connexion.")).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(api.callsTo('POST /api/admin/administrators')[0]!.body).toMatchObject({
      first_name: 'Marie',
      email: 'marie@protune.fr',
      password: 'motdepasse-solide',
    });
  });

  it('shows a taken email under the email box and as a toast, and stays open', async () => {
    const api = createApiDouble().on('POST /api/admin/administrators', { status: 409, detail: TAKEN });
    const onClose = vi.fn();
    renderWithApi(<AdministratorFormDialog target={{ mode: 'add' }} onClose={onClose} />, { api });
    await fillNewAdministrator();

    // The box's error and the toast come in their own time (findAll answers at the first).
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(expect.stringContaining(TAKEN)), { timeout: 5_000 });
    await waitFor(() => expect(screen.getAllByText(TAKEN)).toHaveLength(2), { timeout: 5_000 });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Ajouter un administrateur' })).toBeInTheDocument();
  });
});
