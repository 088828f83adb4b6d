import type { Order } from '@app/shared/orders/schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createApiDouble, type ApiCall } from '@/test/api-double';
import { anOrder } from '@/test/order-fixture';
import { renderWithApi } from '@/test/render-with-api';
import { OrdersPage } from './orders-page';

const counts = { all: 60, en_attente: 20, en_cours: 10, termine: 25, sav: 3, annule: 2 };
const order = (n: number): Order => anOrder({ id: `o${n}`, vehicle_model: `308 n°${n}` });
/** 53 orders on the server: a first page of 50 that names the next one, then 3. */
const firstPage = Array.from({ length: 50 }, (_, i) => order(i + 1));
const secondPage = [51, 52, 53].map(order);

/** The server of these 53 orders; `paged: false` answers two orders in one page (fewer cards to draw). */
function ordersServer({ paged = true } = {}) {
  return createApiDouble()
    .on('GET /api/order-counts', { body: counts })
    .on('GET /api/orders', ({ query }) => {
      if (!paged) return { body: secondPage.slice(0, 2) };
      return query.get('cursor') === 'c2' ? { body: secondPage } : { body: firstPage, headers: { 'X-Next-Cursor': 'c2' } };
    });
}

const lastList = (calls: ApiCall[]) => calls.at(-1)?.query;

describe("'Mes commandes'", () => {
  it('counts each tab from the server and asks the server for the status of the tab chosen', async () => {
    const { api, router } = renderWithApi(<OrdersPage />, { path: '/orders', api: ordersServer({ paged: false }) });
    const tabs = screen.getByRole('tablist', { name: 'Filtrer par statut' });
    const tab = (name: string) => within(tabs).getByRole('tab', { name: new RegExp(`^${name}`) });
    await waitFor(() => expect(tab('Toutes')).toHaveTextContent('Toutes60'));
    expect(tab('En attente')).toHaveTextContent('En attente20');
    expect(tab('Terminées')).toHaveTextContent('Terminées25');
    expect(tab('SAV')).toHaveTextContent('SAV3');
    expect(lastList(api.callsTo('GET /api/orders'))?.has('status')).toBe(false);

    for (const [name, status] of [['En attente', 'en_attente'], ['En cours', 'en_cours'], ['Terminées', 'termine'], ['SAV', 'sav'], ['Annulées', 'annule']]) {
      fireEvent.mouseDown(tab(name ?? ''));
      await waitFor(() => expect(lastList(api.callsTo('GET /api/orders'))?.get('status')).toBe(status));
      expect(router.state.location.search).toBe(`?tab=${status}`);
      expect(tab(name ?? '')).toHaveAttribute('aria-selected', 'true');
    }
    fireEvent.mouseDown(tab('Toutes'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('sends the search to the server as q=, and keeps it in the URL', async () => {
    const { api, router } = renderWithApi(<OrdersPage />, { path: '/orders', api: ordersServer({ paged: false }) });
    expect(await screen.findByText('Peugeot 308 n°51')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher une commande' }), { target: { value: '  AB-123 ' } });
    await waitFor(() => expect(api.callsTo('GET /api/orders').some((call) => call.query.get('q') === 'AB-123')).toBe(true));
    expect(router.state.location.search).toBe('?q=AB-123');
    // Typing fast asks once, when typing pauses: no request for a half-typed text.
    expect(api.callsTo('GET /api/orders').filter((call) => call.query.has('q'))).toHaveLength(1);
  });

  it("reads the next page with the X-Next-Cursor of the last one when 'Charger plus' is pressed", async () => {
    const { api, container } = renderWithApi(<OrdersPage />, { path: '/orders', api: ordersServer() });
    // Counted by their data attribute: role queries over 50 cards are slow in jsdom.
    const cards = () => container.querySelectorAll('[data-order-id]').length;
    await waitFor(() => expect(cards()).toBe(50));
    expect(api.callsTo('GET /api/orders').map((call) => call.query.get('limit'))).toEqual(['50']);

    fireEvent.click(screen.getByText('Charger plus'));
    await waitFor(() => expect(cards()).toBe(53));
    expect(api.callsTo('GET /api/orders').map((call) => call.query.get('cursor'))).toEqual([null, 'c2']);
    expect(screen.getByText('Peugeot 308 n°53')).toBeInTheDocument();
    // The last page named no next one: the button gives way to the end of the list.
    expect(screen.queryByText('Charger plus')).toBeNull();
    expect(screen.getByText('Toutes les commandes sont affichées')).toBeInTheDocument();
  });

  it('keeps the opened order in the URL: a reload opens it again, closing drops it (issue 37)', async () => {
    const api = ordersServer({ paged: false }).on('GET /api/orders/{id}', ({ params }) => ({ body: order(Number((params.id ?? '').slice(1))) }));
    const { router } = renderWithApi(<OrdersPage />, { path: '/orders', api });
    await screen.findByText('Peugeot 308 n°52');
    const card = document.querySelector<HTMLElement>('[data-order-id="o52"]');
    fireEvent.click(within(card ?? document.body).getByRole('button', { name: /Chat & Détails/ }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(router.state.location.search).toBe('?order=o52'));
    // Opened from its card: no second read of the order.
    expect(api.callsTo('GET /api/orders/{id}')).toEqual([]);

    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');

    // The same address loaded anew (a reload, a shared link): the order is read and shown.
    await router.navigate('/orders?order=o51');
    expect(await screen.findByRole('dialog')).toHaveTextContent('308 n°51');
    expect(api.callsTo('GET /api/orders/{id}').map((call) => call.params.id)).toEqual(['o51']);
  });
});
