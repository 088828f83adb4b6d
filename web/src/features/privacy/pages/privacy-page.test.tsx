import type { PrivacyNotice } from '@app/shared/privacy/schemas';
import { retentionDefaults } from '@app/shared/privacy/retention-defaults';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { PrivacyPage } from './privacy-page';

const notice = (overrides: Partial<PrivacyNotice> = {}): PrivacyNotice => ({
  controller: {
    name: 'ProTune Services SAS',
    address: '5 rue des Forges\n69007 Lyon',
    siren: '732829320',
    email: 'dpo@protune.fr',
  },
  retention: { ...retentionDefaults, ecuFilesMonths: 36, exportsDays: 1, auditYears: 1 },
  termsVersion: '2026-11-26',
  noticeVersion: '2026-11-27',
  updatedAt: '2026-11-27T09:00:00.000Z',
  ...overrides,
});

/** The duration cell of the table row naming `data`. */
const durationOf = (data: RegExp) => screen.getByRole('rowheader', { name: data }).closest('tr')?.querySelector('td')?.textContent;

describe('/confidentialite, the privacy notice (issue 24)', () => {
  it('writes the durations from the settings, the controller, the recipients, the rights and the versions', async () => {
    renderWithApi(<PrivacyPage />, { api: createApiDouble().on('GET /api/privacy', { body: notice() }), signedIn: false });

    expect(await screen.findByRole('heading', { level: 1, name: 'Politique de confidentialité' })).toBeInTheDocument();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(durationOf(/^Fichiers ECU/)).toBe('36 mois après la fin de la commande');
    expect(durationOf(/^Journaux de sécurité/)).toBe('12 mois');
    expect(durationOf(/^Notifications/)).toBe('90 jours');
    expect(durationOf(/^Archives/)).toBe('1 jour après leur préparation');
    expect(durationOf(/^Historique des actions/)).toBe('1 an');
    expect(durationOf(/^Factures/)).toMatch(/^10 ans/);

    const controller = screen.getByRole('region', { name: 'Responsable du traitement' });
    expect(controller).toHaveTextContent('ProTune Services SAS');
    expect(controller).toHaveTextContent('SIREN : 732829320');
    // A field the seller identity leaves unset is not shown.
    expect(controller).not.toHaveTextContent('Téléphone');
    expect(screen.getByRole('region', { name: 'Destinataires' })).toHaveTextContent('Amazon Web Services');
    const rights = screen.getByRole('region', { name: 'Vos droits' });
    for (const right of ['Accès et portabilité', 'Rectification', 'Effacement', 'Opposition']) expect(rights).toHaveTextContent(right);
    expect(rights).toHaveTextContent('dpo@protune.fr');
    expect(within(screen.getByRole('region', { name: 'Réclamation' })).getByRole('link', { name: 'www.cnil.fr' })).toHaveAttribute(
      'href',
      'https://www.cnil.fr',
    );
    expect(screen.getByRole('region', { name: 'Versions' })).toHaveTextContent(
      'Politique de confidentialité, version 2026-11-27, mise à jour le 27/11/2026.Conditions générales, version 2026-11-26.',
    );
  });

  it('says when the controller is not set yet, and points to the support chat without an e-mail', async () => {
    const unset = notice({ controller: { name: '', address: '' } });
    renderWithApi(<PrivacyPage />, { api: createApiDouble().on('GET /api/privacy', { body: unset }), signedIn: false });
    expect(await screen.findByText("L'identité du responsable n'est pas encore renseignée par l'administration.")).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Vos droits' })).toHaveTextContent("contactez l'administration depuis « Chat & support »");
  });

  it('shows a load error with a retry', async () => {
    const api = createApiDouble().on('GET /api/privacy', { status: 429, detail: 'Trop de requêtes' });
    renderWithApi(<PrivacyPage />, { api, signedIn: false });
    expect(await screen.findByText('Impossible de charger la politique de confidentialité')).toBeInTheDocument();
    api.on('GET /api/privacy', { body: notice() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
