import type { WorkshopCalendar } from '@app/shared/workshop/schedule';
import type { StatusOverrideInput } from '@app/shared/workshop/status';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfirmDialog } from '@/components/lazy-confirm-dialog';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { workshopAnswer } from '@/test/workshop-fixture';
import { WorkshopSettings } from './workshop-settings';

// The confirmation is its own chunk (decision 018): loaded ahead, as on a hover.
beforeAll(() => loadConfirmDialog());

// Saturday 16 May 2026, 11:00 in Paris (UTC+2): closed until Monday 9:00.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-05-16T09:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe("'Paramètres' › 'Horaires': the weekly hours and closures (issue 42)", () => {
  it('adds a range to a closed day and a closure, and saves them', async () => {
    const api = createApiDouble()
      .on('GET /api/admin/workshop', { body: workshopAnswer() })
      .on('PUT /api/admin/workshop', (call) => ({ body: workshopAnswer({ calendar: call.body as WorkshopCalendar }) }));
    renderWithApi(<WorkshopSettings />, { api });
    const user = userEvent.setup();
    const hours = await screen.findByRole('region', { name: "Horaires d'ouverture de l'atelier" });

    const saturday = within(hours).getByText('Samedi').closest('li') as HTMLElement;
    expect(saturday).toHaveTextContent('Fermé');
    expect(within(hours).getByLabelText('Fin de la plage 2 du lundi')).toHaveValue('18:00');
    await user.click(within(hours).getByRole('button', { name: 'Ajouter une plage le samedi' }));
    expect(within(saturday).getByLabelText('Début de la plage 1 du samedi')).toHaveValue('09:00');
    expect(within(saturday).getByLabelText('Fin de la plage 1 du samedi')).toHaveValue('12:00');
    expect(saturday).not.toHaveTextContent('Fermé');
    // Four ranges at most.
    for (let i = 0; i < 3; i++) await user.click(within(hours).getByRole('button', { name: 'Ajouter une plage le samedi' }));
    expect(within(hours).getByRole('button', { name: 'Ajouter une plage le samedi' })).toBeDisabled();
    for (let i = 4; i > 1; i--) await user.click(within(saturday).getAllByRole('button', { name: /^Retirer la plage/ })[i - 1] as HTMLElement);

    const closures = screen.getByRole('region', { name: 'Fermetures' });
    expect(closures).toHaveTextContent('Aucune fermeture prévue.');
    await user.click(within(closures).getByRole('button', { name: 'Ajouter une fermeture' }));
    fireEvent.change(within(closures).getByLabelText('Au (fermeture 1)'), { target: { value: '2026-08-21' } });
    fireEvent.change(within(closures).getByLabelText('Du (fermeture 1)'), { target: { value: '2026-08-03' } });
    fireEvent.change(within(closures).getByLabelText('Motif (fermeture 1)'), { target: { value: "Congés d'été" } });

    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Horaires enregistrés')).toBeInTheDocument();
    const sent = api.callsTo('PUT /api/admin/workshop').map((call) => call.body as WorkshopCalendar);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.schedule.saturday).toEqual([{ start: '09:00', end: '12:00' }]);
    expect(sent[0]?.schedule.monday).toEqual(workshopAnswer().calendar.schedule.monday);
    expect(sent[0]?.closures).toEqual([{ from: '2026-08-03', to: '2026-08-21', label: "Congés d'été" }]);
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  });

  it("shows the server's French refusal and keeps what was typed", async () => {
    const refusal = 'Heure invalide\u202f: 24:30 (format HH:MM, de 00:00 à 24:00).';
    const api = createApiDouble()
      .on('GET /api/admin/workshop', { body: workshopAnswer() })
      .on('PUT /api/admin/workshop', { status: 400, detail: refusal });
    renderWithApi(<WorkshopSettings />, { api });
    const user = userEvent.setup();
    const end = await screen.findByLabelText('Fin de la plage 2 du lundi');
    await user.clear(end);
    await user.type(end, '24:30');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Heure invalide : 24:30 (format HH:MM, de 00:00 à 24:00).');
    expect(end).toHaveValue('24:30');
    expect((api.callsTo('PUT /api/admin/workshop')[0]?.body as WorkshopCalendar).schedule.monday[1]).toEqual({ start: '14:00', end: '24:30' });
  });
});

describe("'Statut de l'atelier' (issue 42)", () => {
  it('chooses a status with a message until a Paris date and time', async () => {
    const api = createApiDouble()
      .on('GET /api/admin/workshop', { body: workshopAnswer() })
      .on('PUT /api/admin/workshop/status', (call) => {
        const input = call.body as StatusOverrideInput;
        return {
          body: workshopAnswer({
            status: input.status,
            label: 'Retard',
            message: input.message,
            until: input.until,
            next_opening: null,
            override: { status: input.status, message: input.message, until: input.until },
          }),
        };
      });
    renderWithApi(<WorkshopSettings />, { api });
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: "Statut de l'atelier" });
    expect(within(card).getByText('Fermé · ouvre lundi à 9 h 00')).toBeInTheDocument();
    expect(within(card).getByText('Statut donné par les horaires.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Revenir aux horaires' })).toBeNull();

    const select = within(card).getByLabelText('Statut');
    expect([...(select as HTMLSelectElement).options].map((option) => option.text)).toEqual(['Occupé', 'Retard', 'SAV uniquement', 'Fermé', 'Ouvert']);
    await user.selectOptions(select, 'Retard');
    await user.type(within(card).getByLabelText('Message aux clients'), 'Livraison du banc en cours');
    fireEvent.change(within(card).getByLabelText("Jusqu'au (date)"), { target: { value: '2026-05-18' } });
    fireEvent.change(within(card).getByLabelText('à (heure de Paris)'), { target: { value: '15:30' } });
    await user.click(within(card).getByRole('button', { name: 'Appliquer ce statut' }));

    expect(await screen.findByText('Statut appliqué')).toBeInTheDocument();
    // 15:30 in Paris in May is 13:30 UTC.
    expect(api.callsTo('PUT /api/admin/workshop/status').map((call) => call.body)).toEqual([
      { status: 'late', message: 'Livraison du banc en cours', until: '2026-05-18T13:30:00.000Z' },
    ]);
    expect(within(card).getByText("Retard — Livraison du banc en cours · jusqu'à lundi 15 h 30")).toBeInTheDocument();
    expect(within(card).getByText("Statut choisi jusqu'au 18/05/2026 15:30 (heure de Paris).")).toBeInTheDocument();
  });

  it("shows the server's refusal of an end in the past", async () => {
    const refusal = 'La fin du statut doit être une date et une heure à venir.';
    const api = createApiDouble()
      .on('GET /api/admin/workshop', { body: workshopAnswer() })
      .on('PUT /api/admin/workshop/status', { status: 400, detail: refusal });
    renderWithApi(<WorkshopSettings />, { api });
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: "Statut de l'atelier" });
    fireEvent.change(within(card).getByLabelText("Jusqu'au (date)"), { target: { value: '2026-05-15' } });
    await user.click(within(card).getByRole('button', { name: 'Appliquer ce statut' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('goes back to the hours after a confirmation', async () => {
    const chosen = { status: 'busy' as const, message: 'Beaucoup de demandes', until: '2026-05-16T13:30:00.000Z' };
    const api = createApiDouble()
      .on('GET /api/admin/workshop', { body: workshopAnswer({ ...chosen, label: 'Occupé', next_opening: null, override: chosen }) })
      .on('DELETE /api/admin/workshop/status', { body: workshopAnswer() });
    renderWithApi(<WorkshopSettings />, { api });
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: "Statut de l'atelier" });
    expect(within(card).getByText("Occupé — Beaucoup de demandes · jusqu'à 15 h 30")).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Revenir aux horaires' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revenir aux horaires\u202f?' });
    expect(api.callsTo('DELETE /api/admin/workshop/status')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Revenir aux horaires' }));

    expect(await screen.findByText('Statut donné par les horaires')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/admin/workshop/status')).toHaveLength(1);
    expect(within(card).getByText('Fermé · ouvre lundi à 9 h 00')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Revenir aux horaires' })).toBeNull();
  });
});
