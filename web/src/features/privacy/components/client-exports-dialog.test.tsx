import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { captureSavedLinks } from '@/test/saved-links';
import { ClientExportsDialog } from './client-exports-dialog';

const ready = {
  id: 'e1',
  status: 'prete' as const,
  requestedAt: '2026-11-25T08:00:00.000Z',
  readyAt: '2026-11-25T08:00:30.000Z',
  expiresAt: '2026-12-02T08:00:30.000Z',
};

describe("'Exporter les données' of a client card (issue 24)", () => {
  it("lists that client's exports, starts one and downloads a ready one, through the administrator's routes", async () => {
    const api = createApiDouble()
      .on('GET /api/admin/clients/{id}/exports', { body: [ready] })
      .on('POST /api/admin/clients/{id}/exports', { status: 409, detail: 'Un export est déjà en préparation.' })
      .on('GET /api/admin/clients/{id}/exports/{exportId}/link', {
        body: { url: 'https://files.example/exports/c1/e1.zip?sig=2', expiresAt: '2026-11-26T10:15:00.000Z' },
      });
    const saved = captureSavedLinks();
    renderWithApi(<ClientExportsDialog client={{ id: 'c1', name: "Atelier Roux" }} onClose={() => undefined} />, { api });
    const user = userEvent.setup();

    const dialog = await screen.findByRole('dialog', { name: 'Données personnelles' });
    expect(dialog).toHaveTextContent('tout ce que le portail détient sur Atelier Roux');
    await user.click(await within(dialog).findByRole('button', { name: /^Télécharger l'export du 25\/11\/2026/ }));
    await expect.poll(() => saved.map((link) => link.url)).toEqual(['https://files.example/exports/c1/e1.zip?sig=2']);
    expect(api.callsTo('GET /api/admin/clients/{id}/exports/{exportId}/link').map((call) => call.params)).toEqual([{ id: 'c1', exportId: 'e1' }]);

    // A refusal is said with the server's words.
    await user.click(within(dialog).getByRole('button', { name: 'Exporter les données' }));
    expect(await screen.findByText('Un export est déjà en préparation.')).toBeInTheDocument();
    expect(api.callsTo('GET /api/admin/clients/{id}/exports').every((call) => call.params.id === 'c1')).toBe(true);
  });
});
