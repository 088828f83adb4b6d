import { retentionDefaults } from '@app/shared/privacy/retention-defaults';
import type { Settings } from '@app/shared/settings/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { SettingsForm } from './settings-form';

const settings: Settings = { opening_hours: '', client_message: '', terms_and_conditions: '', retention: { ...retentionDefaults }, default_billing_mode: 'postpaid' };

describe("'Conservation des données' in the settings (issue 24)", () => {
  it('shows each duration with its unit, refuses one out of bounds in French, and saves the corrected one', async () => {
    const api = createApiDouble().on('PUT /api/admin/settings', (call) => ({
      body: { ...settings, retention: { ...settings.retention, ...(call.body as Settings).retention } },
    }));
    renderWithApi(<SettingsForm settings={settings} />, { api });
    const user = userEvent.setup();
    const section = screen.getByRole('region', { name: 'Conservation des données' });

    const ecu = within(section).getByLabelText('Fichiers ECU des commandes terminées, après la fin de la commande');
    expect(ecu).toHaveValue(24);
    expect(ecu).toHaveAttribute('min', '1');
    expect(ecu).toHaveAttribute('max', '240');
    expect(within(section).getByLabelText(/^Factures/)).toHaveAttribute('min', '10');
    expect(within(section).getByLabelText('Notifications').parentElement).toHaveTextContent('jours');
    expect(within(section).getByText('De 7 à 3650 jours.')).toBeInTheDocument();

    await user.clear(ecu);
    await user.type(ecu, '300');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await within(section).findByText('La durée de conservation doit être comprise entre 1 et 240')).toBeInTheDocument();
    expect(ecu).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /api/admin/settings')).toEqual([]);

    await user.clear(ecu);
    await user.type(ecu, '36');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Paramètres sauvegardés')).toBeInTheDocument();
    const sent = api.callsTo('PUT /api/admin/settings').map((call) => (call.body as Settings).retention);
    expect(sent).toEqual([{ ...retentionDefaults, ecuFilesMonths: 36 }]);
  });
});

describe("'Facturation des clients' in the settings (issue 40)", () => {
  it('saves the default billing mode with the other settings', async () => {
    const api = createApiDouble().on('PUT /api/admin/settings', (call) => ({ body: { ...settings, ...(call.body as Partial<Settings>) } }));
    renderWithApi(<SettingsForm settings={settings} />, { api });
    const user = userEvent.setup();
    const mode = within(screen.getByRole('region', { name: 'Facturation des clients' })).getByLabelText('Mode de facturation par défaut');
    expect(mode).toHaveValue('postpaid');
    await user.selectOptions(mode, 'Crédits prépayés');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Paramètres sauvegardés')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/settings').map((call) => (call.body as Settings).default_billing_mode)).toEqual(['prepaid']);
  });
});
