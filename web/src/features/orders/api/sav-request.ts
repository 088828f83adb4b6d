import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { reloadOnConflict } from './order-sync';

export interface SavRequestVariables {
  orderId: string;
  problem_description: string;
}

/** POST /api/orders/{id}/sav-request: the order becomes sav (409 unless it is termine). */
export function requestSav({ orderId, problem_description }: SavRequestVariables) {
  return call('POST /api/orders/{id}/sav-request', { params: { id: orderId }, body: { problem_description } });
}

export function useSavRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestSav,
    onError: (error, { orderId }) => reloadOnConflict(queryClient, orderId, error),
  });
}
