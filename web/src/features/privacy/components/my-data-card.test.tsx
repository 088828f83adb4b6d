import type { PrivacyExport } from '@app/shared/privacy/schemas';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { captureSavedLinks } from '@/test/saved-links';
import { MyDataCard } from './my-data-card';

const anExport = (overrides: Partial<PrivacyExport> = {}): PrivacyExport => ({
  id: 'e1',
  status: 'prete',
  requestedAt: '2026-11-20T08:00:00.000Z',
  readyAt: '2026-11-20T08:01:00.000Z',
  expiresAt: '2026-11-27T08:01:00.000Z',
  sizeBytes: 2048,
  ...overrides,
});

/** The card's two reads: the exports and the erasure request (none by default). */
const dataServer = (exports: PrivacyExport[] = []) =>
  createApiDouble()
    .on('GET /api/client/privacy/exports', { body: exports })
    .on('GET /api/client/privacy/erasure-request', { body: null });

const region = () => screen.findByRole('region', { name: 'Mes données' });

describe("the profile's 'Mes données' card (issue 24)", () => {
  afterEach(() => vi.useRealTimers());

  it('says there is no export yet, then starts one and shows it En préparation', async () => {
    const started = anExport({ id: 'e2', status: 'en_preparation', readyAt: undefined, expiresAt: undefined, sizeBytes: undefined });
    const stored: PrivacyExport[] = [];
    const api = dataServer()
      .on('GET /api/client/privacy/exports', () => ({ body: stored }))
      .on('POST /api/client/privacy/exports', () => {
        stored.unshift(started);
        return { status: 202, body: started };
      });
    renderWithApi(<MyDataCard />, { api });
    const card = await region();
    expect(await within(card).findByText('Aucun export pour le moment.')).toBeInTheDocument();

    await userEvent.setup().click(within(card).getByRole('button', { name: 'Télécharger mes données' }));
    const list = await within(card).findByRole('list', { name: 'Exports de données' });
    expect(within(list).getByText('En préparation')).toBeInTheDocument();
    expect(list).toHaveTextContent('Demandé le 20/11/2026');
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/client/privacy/exports')).toHaveLength(1);
  });

  it("shows each export's status in French, and downloads a ready one through a fresh link", async () => {
    const api = dataServer([
      anExport({ id: 'e3' }),
      anExport({ id: 'e2', status: 'echec', readyAt: undefined, expiresAt: undefined, requestedAt: '2026-11-10T08:00:00.000Z' }),
      anExport({ id: 'e1', status: 'expiree', requestedAt: '2026-11-01T08:00:00.000Z' }),
    ]).on('GET /api/client/privacy/exports/{id}/link', {
      body: { url: 'https://files.example/exports/u1/e3.zip?sig=1', expiresAt: '2026-11-26T10:15:00.000Z' },
    });
    const saved = captureSavedLinks();
    renderWithApi(<MyDataCard />, { api });
    const list = await within(await region()).findByRole('list', { name: 'Exports de données' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByText(/^(Prête|Échec|Expirée|En préparation)$/)[0]?.textContent)).toEqual(['Prête', 'Échec', 'Expirée']);
    expect(rows[0]).toHaveTextContent("disponible jusqu'au 27/11/2026");
    // Only a ready export has a download button.
    expect(within(list).getAllByRole('button')).toHaveLength(1);

    await userEvent.setup().click(within(rows[0]!).getByRole('button', { name: /^Télécharger l'export du 20\/11\/2026/ }));
    await vi.waitFor(() => expect(saved.map((link) => link.url)).toEqual(['https://files.example/exports/u1/e3.zip?sig=1']));
    expect(api.callsTo('GET /api/client/privacy/exports/{id}/link').map((call) => call.params.id)).toEqual(['e3']);
  });

  it('reads the list again every 5 s while an export is in preparation, and stops once none is', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    let reads = 0;
    const api = dataServer().on('GET /api/client/privacy/exports', () => {
      reads += 1;
      return { body: [anExport({ status: reads < 2 ? 'en_preparation' : 'prete' })] };
    });
    renderWithApi(<MyDataCard />, { api });
    const card = await region();
    expect(await within(card).findByText('En préparation')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await within(card).findByText('Prête')).toBeInTheDocument();
    expect(reads).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(reads).toBe(2);
  });

  it('shows a load error with a retry', async () => {
    const api = dataServer().on('GET /api/client/privacy/exports', { status: 403, detail: 'Accès refusé' });
    renderWithApi(<MyDataCard />, { api });
    const alert = await within(await region()).findByRole('alert');
    expect(alert).toHaveTextContent('Impossible de charger les exports');
    api.on('GET /api/client/privacy/exports', { body: [] });
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun export pour le moment.')).toBeInTheDocument();
  });

  it('explains what an erasure removes and keeps before sending the request, then shows its date', async () => {
    const api = dataServer().on('POST /api/client/privacy/erasure-request', { status: 202, body: { requestedAt: '2026-11-26T09:00:00.000Z' } });
    renderWithApi(<MyDataCard />, { api });
    const user = userEvent.setup();
    await user.click(await within(await region()).findByRole('button', { name: "Demander l'effacement de mon compte" }));

    const dialog = await screen.findByRole('alertdialog', { name: "Demander l'effacement de votre compte\u202f?" });
    expect(dialog).toHaveTextContent('Seront effacés : votre compte');
    expect(dialog).toHaveTextContent('vos factures, qui gardent votre identité légale pendant 10 ans');
    // Cancelling sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(api.callsTo('POST /api/client/privacy/erasure-request')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: "Demander l'effacement de mon compte" }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText('Demande envoyée le 26/11/2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Demander l'effacement de mon compte" })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/client/privacy/erasure-request')).toHaveLength(1);
  });

  it('shows the date of a request already sent instead of the button', async () => {
    const api = dataServer().on('GET /api/client/privacy/erasure-request', { body: { requestedAt: '2026-11-24T09:00:00.000Z' } });
    renderWithApi(<MyDataCard />, { api });
    expect(await screen.findByText('Demande envoyée le 24/11/2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /effacement/ })).not.toBeInTheDocument();
  });
});
