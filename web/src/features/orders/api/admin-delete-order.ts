import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';
import { reloadOnConflict } from './order-sync';
import { withoutOrder } from './order-pages';

/** DELETE /api/admin/orders/{id} -> `{detail}`. */
export function deleteOrder(orderId: string) {
  return call('DELETE /api/admin/orders/{id}', { params: { id: orderId } });
}

/**
 * Deletes an order, drops it from every cached list at once (pages and the latest orders),
 * then refreshes the lists and their counts (not awaited). The detail query is left alone: a
 * detail page still mounted would refetch it and flash 'Commande non trouvée' before it
 * navigates away.
 */
export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrder,
    onSuccess: (_answer, orderId) => {
      queryClient.setQueriesData({ queryKey: queryKeys.orders.lists }, (data: unknown) => withoutOrder(data, orderId));
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists });
    },
    onError: (error, orderId) => reloadOnConflict(queryClient, orderId, error),
  });
}
