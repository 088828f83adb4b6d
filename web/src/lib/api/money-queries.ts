import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

/**
 * What a change of an order's price, status, payment or invoice moves besides the order (decision
 * 034): the order lists, the dashboard's counters and the clients' « Solde dû » / « Impayées ».
 * Shared by the orders and invoices features.
 */
export function refreshMoney(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.orders.lists });
  void queryClient.invalidateQueries({ queryKey: queryKeys.adminStats });
  void queryClient.invalidateQueries({ queryKey: queryKeys.clients });
}
