import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createApiDouble } from '@/test/api-double';
import { anOrder } from '@/test/order-fixture';
import { renderWithApi } from '@/test/render-with-api';
import { AdminRecentOrders } from './admin-recent-orders';

describe("the dashboard's latest orders", () => {
  it('opens the details of the order clicked: the dialog loads with the first opening, not with the dashboard', async () => {
    const order = anOrder({ id: 'o-42', vehicle_brand: 'Renault', vehicle_model: 'Clio' });
    const api = createApiDouble().on('GET /api/orders', { body: [order] });
    renderWithApi(<AdminRecentOrders />, { api });
    const row = await screen.findByRole('button', { name: /Renault Clio/ });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(row);
    const dialog = await screen.findByRole('dialog', { name: 'Renault Clio' });
    expect(within(dialog).getByText(/o-42/)).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
