import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@app/shared/orders/schemas';
import { api } from '@/lib/api/api-client';
import { reloadOnConflict, syncAdminOrder } from './order-sync';

export interface UpdateOrderPriceInput {
  orderId: string;
  /** Decimal text as typed ('120,50' is accepted by the server) or a number. */
  totalPrice: string | number;
}

/** PATCH /api/admin/orders/{id}/price (JSON `{total_price}`). */
export function updateOrderPrice({ orderId, totalPrice }: UpdateOrderPriceInput): Promise<Order> {
  return api.patch<Order>(`/api/admin/orders/${encodeURIComponent(orderId)}/price`, { total_price: totalPrice });
}

export function useUpdateOrderPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderPrice,
    onSuccess: (order) => syncAdminOrder(queryClient, order),
    onError: (error, { orderId }) => reloadOnConflict(queryClient, orderId, error),
  });
}
