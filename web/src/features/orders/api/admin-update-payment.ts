import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@app/shared/orders/schemas';
import type { PaymentStatus } from '@app/shared/orders/statuses';
import { api } from '@/lib/api/api-client';
import { reloadOnConflict, syncAdminOrder } from './order-sync';

export interface UpdateOrderPaymentInput {
  orderId: string;
  paymentStatus: PaymentStatus;
}

/**
 * PUT /api/admin/orders/{id}/payment (JSON `{payment_status}`). The spec's buttons only changed
 * the screen; the portal persists the payment status (docs/spec-deviations.md #4).
 */
export function updateOrderPayment({ orderId, paymentStatus }: UpdateOrderPaymentInput): Promise<Order> {
  return api.put<Order>(`/api/admin/orders/${encodeURIComponent(orderId)}/payment`, {
    payment_status: paymentStatus,
  });
}

export function useUpdateOrderPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderPayment,
    onSuccess: (order) => syncAdminOrder(queryClient, order),
    onError: (error, { orderId }) => reloadOnConflict(queryClient, orderId, error),
  });
}
