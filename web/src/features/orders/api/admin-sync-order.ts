import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '@app/shared/orders/schemas';
import { queryKeys } from '@/lib/query-keys';

/**
 * After an administrator's change: show the server's answer at once, and refresh the lists in
 * the background (not awaited, so the success toast is not delayed by the refetch).
 */
export function syncAdminOrder(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData(queryKeys.orders.detail(order.id), order);
  void queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists });
}
