import type { Order } from '@app/shared/orders/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anOrder } from '@/test/order-fixture';
import { renderWithApi } from '@/test/render-with-api';
import { BalanceButton } from './components/balance-button';
import { SelectedServicesSummary } from './components/new-order/selected-services-summary';
import { RecentOrdersCard } from './components/recent-orders-card';
import { OrdersPage } from './pages/orders-page';

/** What a garage expects (issue 16, defect 12), on 'Mes commandes', the home and the header. */
const order = (id: string, status: Order['status']): Order => anOrder({ id, vehicle_model: `308 ${id}`, status });
const counts = { all: 4, en_attente: 1, en_cours: 2, termine: 0, sav: 0, annule: 1 };

afterEach(() => vi.unstubAllGlobals());

describe("'Mes commandes'", () => {
  it('gives orders being worked on, and cancelled ones, a tab of their own', async () => {
    const { asked } = renderWithApi(<OrdersPage />, {
      path: '/orders',
      stub: (url) => (url.pathname === '/api/order-counts' ? counts : url.pathname === '/api/orders' ? [order('o1', 'en_cours')] : undefined),
    });
    const tabs = screen.getByRole('tablist', { name: 'Filtrer par statut' });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /En cours/ })).toHaveTextContent('En cours2'));
    expect(within(tabs).getByRole('tab', { name: /Annulées/ })).toHaveTextContent('Annulées1');
    fireEvent.mouseDown(within(tabs).getByRole('tab', { name: /En cours/ }));
    await waitFor(() => expect(asked.some((url) => url.searchParams.get('status') === 'en_cours')).toBe(true));
  });

  it("shows only the unpaid orders when 'Solde dû' led there, and lets the filter go", async () => {
    const { asked, router } = renderWithApi(<OrdersPage />, {
      path: '/orders?payment=unpaid',
      stub: (url) => (url.pathname === '/api/order-counts' ? counts : url.pathname === '/api/orders' ? [order('o2', 'termine')] : undefined),
    });
    expect(await screen.findByText('Commandes à régler : celles qui font votre solde dû')).toBeInTheDocument();
    await waitFor(() => expect(asked.find((url) => url.pathname === '/api/orders')?.searchParams.get('payment')).toBe('unpaid'));
    fireEvent.click(screen.getByRole('button', { name: 'Afficher toutes les commandes' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('client home and header', () => {
  it('opens an order from the latest orders', async () => {
    renderWithApi(<RecentOrdersCard />, { stub: (url) => (url.pathname === '/api/orders' ? [order('o3', 'en_attente')] : undefined) });
    const link = await screen.findByRole('link', { name: /Peugeot 308 o3/ });
    expect(link).toHaveAttribute('href', '/orders?order=o3');
  });

  it("'Solde dû' leads to the unpaid orders", async () => {
    const { router } = renderWithApi(<BalanceButton />, { stub: (url) => (url.pathname === '/api/client/balance' ? { balance_due: 120 } : undefined) });
    fireEvent.click(await screen.findByRole('button', { name: /Solde dû/ }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/orders?payment=unpaid'));
  });
});

describe('new-order summary', () => {
  it('says that no service is selected, at 0 €', () => {
    renderWithApi(<SelectedServicesSummary selected={[]} total={0} onRemove={() => undefined} />, { stub: () => undefined });
    expect(screen.getByText('Aucun service sélectionné')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent(/^0,00\s€$/);
  });
});
