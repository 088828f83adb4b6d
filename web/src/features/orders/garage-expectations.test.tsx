import type { Order } from '@app/shared/orders/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiDouble } from '@/test/api-double';
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
    const api = createApiDouble().on('GET /api/order-counts', { body: counts }).on('GET /api/orders', { body: [order('o1', 'en_cours')] });
    renderWithApi(<OrdersPage />, { path: '/orders', api });
    const tabs = screen.getByRole('tablist', { name: 'Filtrer par statut' });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /En cours/ })).toHaveTextContent('En cours2'));
    expect(within(tabs).getByRole('tab', { name: /Annulées/ })).toHaveTextContent('Annulées1');
    fireEvent.mouseDown(within(tabs).getByRole('tab', { name: /En cours/ }));
    await waitFor(() => expect(api.callsTo('GET /api/orders').some((call) => call.query.get('status') === 'en_cours')).toBe(true));
  });

  it("shows only the unpaid orders when 'Solde dû' led there, and lets the filter go", async () => {
    const api = createApiDouble().on('GET /api/order-counts', { body: counts }).on('GET /api/orders', { body: [order('o2', 'termine')] });
    const { router } = renderWithApi(<OrdersPage />, { path: '/orders?payment=unpaid', api });
    expect(await screen.findByText('Commandes à régler : celles qui font votre solde dû')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /api/orders')[0]?.query.get('payment')).toBe('unpaid'));
    fireEvent.click(screen.getByRole('button', { name: 'Afficher toutes les commandes' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('client home and header', () => {
  it('opens an order from the latest orders', async () => {
    renderWithApi(<RecentOrdersCard />, { api: createApiDouble().on('GET /api/orders', { body: [order('o3', 'en_attente')] }) });
    const link = await screen.findByRole('link', { name: /Peugeot 308 o3/ });
    expect(link).toHaveAttribute('href', '/orders?order=o3');
  });

  it("'Solde dû' leads to the unpaid orders", async () => {
    const { router } = renderWithApi(<BalanceButton />, { api: createApiDouble().on('GET /api/client/balance', { body: { balance_due: 120 } }) });
    fireEvent.click(await screen.findByRole('button', { name: /Solde dû/ }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/orders?payment=unpaid'));
  });

  it("keeps the amount's room while the balance loads, hidden from assistive technologies, then shows it", async () => {
    renderWithApi(<BalanceButton />, { api: createApiDouble().on('GET /api/client/balance', { body: { balance_due: 120 } }) });
    const button = screen.getByRole('button', { name: 'Solde dû' });
    expect(within(button).getByText(/^0,00\s€\sTTC$/)).toHaveClass('invisible');
    await waitFor(() => expect(button).toHaveAccessibleName(/^Solde dû\s*120,00\s€\sTTC$/));
    expect(within(button).queryByText(/^0,00\s€\sTTC$/)).not.toBeInTheDocument();
  });
});

describe('new-order summary', () => {
  it('says that no service is selected, at 0 €', () => {
    renderWithApi(<SelectedServicesSummary selected={[]} total={0} onRemove={() => undefined} />);
    expect(screen.getByText('Aucun service sélectionné')).toBeInTheDocument();
    expect(screen.getByTestId('order-total')).toHaveTextContent(/^0,00\s€\sHT$/);
  });
});
