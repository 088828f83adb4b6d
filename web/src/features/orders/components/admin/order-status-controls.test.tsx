import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@app/shared/orders/schemas';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { OrderStatusControls } from './order-status-controls';

const CHANGED = 'La commande a été modifiée entre-temps. Rechargez et réessayez.';

const order: Order = {
  id: 'o1',
  client_id: 'c1',
  client_name: 'Jean Dupont',
  client_company: 'Garage Dupont',
  vehicle_brand: 'Peugeot',
  vehicle_model: '308',
  vehicle_year: '2019',
  registration: 'AB-123-CD',
  engine: '1.6 HDi',
  kilometers: '120000',
  ecu_type: '',
  fuel_type: null,
  gearbox_type: null,
  file_origin: null,
  selected_services: [],
  total_price: 0,
  paid: false,
  notes: '',
  useful_links: '',
  original_filename: 'stock.bin',
  files: {},
  status: 'en_attente',
  payment_status: 'non_du',
  created_at: '2026-11-25T10:00:00.000Z',
  updated_at: '2026-11-25T10:00:00.000Z',
  sav_requested_at: null,
  sav_problem_description: null,
};

afterEach(() => vi.unstubAllGlobals());

describe('OrderStatusControls: a change that lost to another one (409)', () => {
  it("shows the server's detail and reads the order again", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ detail: CHANGED }), { status: 409, headers: { 'Content-Type': 'application/json' } })),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    render(
      <QueryClientProvider client={client}>
        <OrderStatusControls order={order} />
        <Toaster />
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: /En cours/ }));
    expect(await screen.findByText(CHANGED)).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.orders.detail('o1') });
  });
});
