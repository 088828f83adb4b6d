import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StatusChange } from '@app/shared/orders/schemas';
import type { OrderStatus } from '@app/shared/orders/statuses';
import { call } from '@/lib/api/call';
import { reloadOnConflict, syncAdminOrder } from './order-sync';

export interface UpdateOrderStatusInput {
  orderId: string;
  status: OrderStatus;
  /** « Terminé » without a delivered version: the administrator's reason (decision 033). */
  overrideReason?: string;
}

/**
 * PUT /api/admin/orders/{id}/status (JSON `{status}`, with `force` and `reason` for « Terminé »
 * without a delivered version); the answer says why the order has no invoice when it could not
 * be issued (`invoice_problem`).
 */
export function updateOrderStatus({ orderId, status, overrideReason }: UpdateOrderStatusInput): Promise<StatusChange> {
  const body = overrideReason === undefined ? { status } : { status, force: true, reason: overrideReason };
  return call('PUT /api/admin/orders/{id}/status', { params: { id: orderId }, body });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (order) => syncAdminOrder(queryClient, order),
    onError: (error, { orderId }) => reloadOnConflict(queryClient, orderId, error),
  });
}
