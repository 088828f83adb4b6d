import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/api/query-keys';
import { anOrder } from '@/test/order-fixture';
import { OrderStatusControls } from './order-status-controls';

const CHANGED = 'La commande a été modifiée entre-temps. Rechargez et réessayez.';

const order = anOrder({ payment_status: 'non_du' });

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
