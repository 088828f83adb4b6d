import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

export function getBalance() {
  return call('GET /api/client/balance');
}

export function balanceQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.balance,
    queryFn: getBalance,
    staleTime: 30_000,
    // A failure just shows the button without an amount.
    retry: false,
  });
}

/** GET /api/client/balance: the client's balance due. */
export function useBalance() {
  return useQuery(balanceQueryOptions());
}
