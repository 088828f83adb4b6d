import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api/call';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/admin/clients/{id}/discounts -> `[{category_id, category_name, discount_type, discount_value}]`. */
export function getClientDiscounts(clientId: string) {
  return call('GET /api/admin/clients/{id}/discounts', { params: { id: clientId } });
}

export function useClientDiscounts(clientId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.discounts.ofClient(clientId ?? ''),
      queryFn: clientId === null ? skipToken : () => getClientDiscounts(clientId),
    }),
  );
}
