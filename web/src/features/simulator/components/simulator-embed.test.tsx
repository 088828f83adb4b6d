import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast/toast';
import { SimulatorEmbed } from './simulator-embed';

const toastError = vi.spyOn(toast, 'error').mockImplementation(() => 0);

afterEach(() => {
  toastError.mockClear();
  vi.unstubAllGlobals();
});

describe('the simulator frame (spec §2, issue 37)', () => {
  it('says plainly that no simulator is configured: no error, no toast', () => {
    render(<SimulatorEmbed source={{ kind: 'none' }} />);
    expect(screen.getByRole('status')).toHaveTextContent("Le simulateur n'est pas configuré sur ce portail.");
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Erreur lors du chargement du simulateur')).toBeNull();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('shows the load error, with a toast and a retry, when a configured host cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    render(<SimulatorEmbed source={{ kind: 'frame', url: 'https://sim.example.com/', origin: 'https://sim.example.com' }} />);
    expect(await screen.findByRole('heading', { name: 'Erreur lors du chargement du simulateur' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Réessayer/ })).toBeInTheDocument();
    // The toast comes from an effect, flushed after the render that drew the heading.
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Erreur lors du chargement du simulateur', { id: 'simulator-load-error' }));
  });
});
