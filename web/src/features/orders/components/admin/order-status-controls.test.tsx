import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/api/query-keys';
import { createApiDouble } from '@/test/api-double';
import { anOrder } from '@/test/order-fixture';
import { renderWithApi } from '@/test/render-with-api';
import { OrderStatusControls } from './order-status-controls';

const CHANGED = 'La commande a été modifiée entre-temps. Rechargez et réessayez.';

const order = anOrder({ payment_status: 'non_du' });

describe('OrderStatusControls: a change that lost to another one (409)', () => {
  it("shows the server's detail and reads the order again", async () => {
    const api = createApiDouble().on('PUT /api/admin/orders/{id}/status', { status: 409, detail: CHANGED });
    const { client } = renderWithApi(<OrderStatusControls order={order} />, { api });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    await userEvent.click(screen.getByRole('button', { name: /En cours/ }));
    expect(await screen.findByText(CHANGED)).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.orders.detail('o1') });
  });
});
