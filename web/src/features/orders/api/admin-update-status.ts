import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@app/shared/orders/schemas';
import type { OrderStatus } from '@app/shared/orders/statuses';
import { call } from '@/lib/api/call';
import { reloadOnConflict, syncAdminOrder } from './order-sync';

export interface UpdateOrderStatusInput {
  orderId: string;
  status: OrderStatus;
}

/** PUT /api/admin/orders/{id}/status (JSON `{status}`). */
export function updateOrderStatus({ orderId, status }: UpdateOrderStatusInput): Promise<Order> {
  return call('PUT /api/admin/orders/{id}/status', { params: { id: orderId }, body: { status } });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => syncAdminOrder(queryClient, order),
    onError: (error, { orderId }) => reloadOnConflict(queryClient, orderId, error),
  });
}
