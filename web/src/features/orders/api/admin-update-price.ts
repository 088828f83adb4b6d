import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { reloadOnConflict, syncAdminOrder } from './order-sync';

export interface UpdateOrderPriceInput {
  orderId: string;
  /** Decimal text as typed ('120,50' is accepted by the server) or a number. */
  totalPrice: string | number;
}

/** PATCH /api/admin/orders/{id}/price (JSON `{total_price}`). */
export function updateOrderPrice({ orderId, totalPrice }: UpdateOrderPriceInput) {
  return call('PATCH /api/admin/orders/{id}/price', { params: { id: orderId }, body: { total_price: totalPrice } });
}

export function useUpdateOrderPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderPrice,
    onSuccess: (order) => syncAdminOrder(queryClient, order),
    onError: (error, { orderId }) => reloadOnConflict(queryClient, orderId, error),
  });
}
