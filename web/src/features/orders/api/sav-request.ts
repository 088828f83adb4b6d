import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '@app/shared/orders/schemas';
import { api } from '@/lib/api/api-client';
import { reloadOnConflict } from './order-sync';

export interface SavRequestVariables {
  orderId: string;
  problem_description: string;
}

/** POST /api/orders/{id}/sav-request: the order becomes sav (409 unless it is termine). */
export function requestSav({ orderId, problem_description }: SavRequestVariables): Promise<Order> {
  return api.post<Order>(`/api/orders/${encodeURIComponent(orderId)}/sav-request`, { problem_description });
}

export function useSavRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestSav,
    onError: (error, { orderId }) => reloadOnConflict(queryClient, orderId, error),
  });
}
