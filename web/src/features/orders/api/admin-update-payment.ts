import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentStatus } from '@app/shared/orders/statuses';
import { call } from '@/lib/api/call';
import { reloadOnConflict, syncAdminOrder } from './order-sync';

export interface UpdateOrderPaymentInput {
  orderId: string;
  paymentStatus: PaymentStatus;
}

/**
 * PUT /api/admin/orders/{id}/payment (JSON `{payment_status}`). The spec's buttons only changed
 * the screen; the portal persists the payment status (docs/spec-deviations.md #4).
 */
export function updateOrderPayment({ orderId, paymentStatus }: UpdateOrderPaymentInput) {
  return call('PUT /api/admin/orders/{id}/payment', { params: { id: orderId }, body: { payment_status: paymentStatus } });
}

export function useUpdateOrderPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderPayment,
    onSuccess: (order) => syncAdminOrder(queryClient, order),
    onError: (error, { orderId }) => reloadOnConflict(queryClient, orderId, error),
  });
}
