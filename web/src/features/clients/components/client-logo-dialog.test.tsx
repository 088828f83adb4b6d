import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { aUser } from '@/test/user-fixture';
import { ClientLogoDialog } from './client-logo-dialog';

const client = { ...aUser(), has_logo: false, orders_total: 0, unpaid_count: 0, balance_due: 0 };

function renderDialog() {
  const api = createApiDouble();
  const onClose = vi.fn();
  renderWithApi(<ClientLogoDialog client={client} onClose={onClose} />, { api });
  return { api, onClose };
}

describe('ClientLogoDialog', () => {
  it("asks for a file before sending, under the picker named 'Nouveau logo'", async () => {
    const { api, onClose } = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Télécharger' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Veuillez sélectionner un fichier');
    expect(screen.getByLabelText('Nouveau logo')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual([]);
    expect(api.uploads).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses a file that is not an image as soon as it is chosen, and sends nothing', async () => {
    const { api } = renderDialog();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Nouveau logo'), new File(['texte'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Veuillez sélectionner un fichier image');
    await user.click(screen.getByRole('button', { name: 'Télécharger' }));
    expect(api.calls).toEqual([]);
    expect(api.uploads).toEqual([]);
  });
});
