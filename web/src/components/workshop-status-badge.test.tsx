import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { publicWorkshopAnswer } from '@/test/workshop-fixture';
import { WorkshopStatusBadge } from './workshop-status-badge';

// Saturday 16 May 2026, 11:00 in Paris (UTC+2).
const saturday = new Date('2026-05-16T09:00:00Z');
// Testing Library matches the text with its spaces collapsed: '9 h 00' here is '9\u00a0h\u00a000' in
// the page, and the prefix's U+202F a space (their typography: workshop-status-text.test.ts).

describe('the workshop status badge (issue 42)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(saturday);
  });
  afterEach(() => vi.useRealTimers());

  it('says when a closed workshop opens, from the public call (no session)', async () => {
    const api = createApiDouble().on('GET /api/workshop', { body: publicWorkshopAnswer() });
    renderWithApi(<WorkshopStatusBadge />, { api, signedIn: false });
    expect(await screen.findByText('Fermé · ouvre lundi à 9 h 00')).toBeInTheDocument();
    expect(screen.getByText('Fermé · ouvre lundi à 9 h 00').closest('p')).toHaveTextContent("Statut de l'atelier :");
    expect(api.callsTo('GET /api/workshop')[0]?.headers.get('Authorization')).toBeNull();
  });

  it('says when an open workshop closes', async () => {
    const api = createApiDouble().on('GET /api/workshop', {
      body: publicWorkshopAnswer({ status: 'open', label: 'Ouvert', next_opening: null, next_closing: '2026-05-16T16:00:00.000Z' }),
    });
    renderWithApi(<WorkshopStatusBadge />, { api });
    expect(await screen.findByText('Ouvert · ferme à 18 h 00')).toBeInTheDocument();
  });

  it("shows a chosen status with its message until its end, then asks again at that instant and on focus", async () => {
    let chosen = true;
    const api = createApiDouble().on('GET /api/workshop', () => ({
      body: chosen
        ? publicWorkshopAnswer({ status: 'busy', label: 'Occupé', message: 'Beaucoup de demandes', until: '2026-05-16T13:30:00.000Z', next_opening: null })
        : publicWorkshopAnswer(),
    }));
    renderWithApi(<WorkshopStatusBadge />, { api });
    expect(await screen.findByText("Occupé — Beaucoup de demandes · jusqu'à 15 h 30")).toBeInTheDocument();
    expect(api.callsTo('GET /api/workshop')).toHaveLength(1);

    // No poll: nothing is asked before the chosen status ends.
    chosen = false;
    act(() => vi.advanceTimersByTime(4 * 3_600_000 + 29 * 60_000));
    expect(api.callsTo('GET /api/workshop')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(await screen.findByText('Fermé · ouvre lundi à 9 h 00')).toBeInTheDocument();
    expect(api.callsTo('GET /api/workshop')).toHaveLength(2);

    act(() => vi.advanceTimersByTime(10_000));
    fireEvent.focus(window);
    await waitFor(() => expect(api.callsTo('GET /api/workshop')).toHaveLength(3));
  });

  it('shows nothing when no hours are set, or when the call fails', async () => {
    const api = createApiDouble().on('GET /api/workshop', { body: publicWorkshopAnswer({ configured: false }) });
    renderWithApi(<WorkshopStatusBadge />, { api });
    await waitFor(() => expect(api.callsTo('GET /api/workshop')).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByText(/Statut de l'atelier/)).toBeNull();

    const failing = createApiDouble().on('GET /api/workshop', { status: 404, detail: 'Introuvable' });
    renderWithApi(<WorkshopStatusBadge />, { api: failing });
    await waitFor(() => expect(failing.callsTo('GET /api/workshop')).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByText(/Statut de l'atelier/)).toBeNull();
  });
});
