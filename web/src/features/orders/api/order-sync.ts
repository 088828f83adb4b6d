import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '@app/shared/orders/schemas';
import { ApiError } from '@/lib/api/api-error';
import { queryKeys } from '@/lib/api/query-keys';
import { refreshMoney } from '@/lib/api/money-queries';

/**
 * After an administrator's change: show the server's answer at once, and refresh the lists in
 * the background (not awaited, so the success toast is not delayed by the refetch).
 */
export function syncAdminOrder(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData(queryKeys.orders.detail(order.id), order);
  refreshMoney(queryClient);
}

/**
 * A change of an order refused with 409 (it changed meanwhile, or its state no longer allows
 * the change): the order and the lists are read again, so the screen shows what won while the
 * caller's toast says the server's detail ('La commande a été modifiée entre-temps…').
 */
export function reloadOnConflict(queryClient: QueryClient, orderId: string, error: unknown): void {
  if (!(error instanceof ApiError) || error.status !== 409) return;
  void queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(orderId) });
  void queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists });
}
