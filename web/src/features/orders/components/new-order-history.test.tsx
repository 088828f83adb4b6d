import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { renderWithApi } from '@/test/render-with-api';
import { NewOrderButton } from './new-order-button';
import { NewOrderHost } from './new-order-host';

/**
 * Issue 16, defect 5: the new-order dialog is in the history (Back closes it, the page stays),
 * and a filled form asks before Back leaves it and warns before a reload.
 */
function ClientPage() {
  return (
    <>
      <NewOrderButton />
      <NewOrderHost />
    </>
  );
}

const catalogue = () => createApiDouble().on('GET /api/categories', { body: [] }).on('GET /api/client/discounts', { body: [] });

const beforeUnloadCancelled = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(() => vi.unstubAllGlobals());

describe('the new-order dialog in the history', () => {
  it('opens with ?new=1 on the current page and closes with Back, without asking while empty', async () => {
    const { router } = renderWithApi(<ClientPage />, { path: '/orders', api: catalogue() });
    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle commande' }));
    expect(await screen.findByRole('dialog', { name: 'Nouvelle commande ECU' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?new=1');
    expect(beforeUnloadCancelled()).toBe(false);

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/orders');
    expect(router.state.location.search).toBe('');
  });

  it('asks before Back throws a filled form away, and warns before a reload', { timeout: 20_000 }, async () => {
    const { router } = renderWithApi(<ClientPage />, { path: '/orders', api: catalogue() });
    fireEvent.click(screen.getByRole('button', { name: 'Nouvelle commande' }));
    // The form is its own chunk: the first load may take a while.
    const brand = await screen.findByLabelText(/Marque/, undefined, { timeout: 8000 });
    fireEvent.input(brand, { target: { value: 'Peugeot' } });
    await waitFor(() => expect(beforeUnloadCancelled()).toBe(true));

    // Back: the confirmation; 'Continuer la saisie' (not a second 'Annuler' beside 'Abandonner') keeps the form as it was.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('alertdialog', { name: 'Abandonner la commande en cours\u202f?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Annuler' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continuer la saisie' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.search).toBe('?new=1');
    expect(screen.getByLabelText(/Marque/)).toHaveValue('Peugeot');

    // Back again, and abandon: the dialog closes, the page stays.
    await act(() => router.navigate(-1));
    fireEvent.click(await screen.findByRole('button', { name: 'Abandonner la commande' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nouvelle commande ECU' })).toBeNull());
    expect(router.state.location.pathname).toBe('/orders');
    expect(router.state.location.search).toBe('');
    expect(beforeUnloadCancelled()).toBe(false);
  });

  it('opens from a link to /orders?new=1 and closes in place', async () => {
    const { router } = renderWithApi(<ClientPage />, { path: '/orders?new=1', api: catalogue() });
    expect(await screen.findByRole('dialog', { name: 'Nouvelle commande ECU' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });
});
