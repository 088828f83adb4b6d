import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { EndSessionsButton } from './end-sessions-button';

describe("'Fermer les sessions' of a client (issue 22)", () => {
  it('ends every session of the client, after saying what it does', async () => {
    const api = createApiDouble().on('DELETE /api/admin/users/{id}/sessions', { body: { detail: 'Toutes les sessions ont été fermées', ended: 2 } });
    renderWithApi(<EndSessionsButton clientId="c1" title="Atelier Martin" />, { api });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: "Fermer les sessions d'Atelier Martin" }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Fermer toutes les sessions\u202f?' });
    expect(confirm).toHaveTextContent("Chaque appareil connecté au compte d'Atelier Martin sera déconnecté");
    await user.click(within(confirm).getByRole('button', { name: 'Fermer les sessions' }));
    expect(await screen.findByText('2 sessions fermées')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/admin/users/{id}/sessions').map((c) => c.params.id)).toEqual(['c1']);
  });
});
