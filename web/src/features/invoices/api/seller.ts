import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateSeller } from '@app/shared/invoices/schemas';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

export function sellerQueryOptions() {
  // The form is filled once: a background refetch must not reset what the administrator types.
  return queryOptions({
    queryKey: queryKeys.seller,
    queryFn: ({ signal }) => call('GET /api/admin/invoicing/seller', { signal }),
    refetchOnWindowFocus: false,
  });
}

/** GET /api/admin/invoicing/seller: the identity ('' when unset) and the labels of the mandatory fields missing. */
export const useSeller = () => useQuery(sellerQueryOptions());

/** PUT /api/admin/invoicing/seller → the saved identity and what is still missing. */
export function useSaveSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSeller) => call('PUT /api/admin/invoicing/seller', { body }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.seller, saved),
  });
}
