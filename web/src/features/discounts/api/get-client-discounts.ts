import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ClientDiscount } from '@app/shared/catalog/schemas';
import { api } from '@/lib/api/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** GET /api/admin/clients/{id}/discounts -> `[{category_id, category_name, discount_type, discount_value}]`. */
export function getClientDiscounts(clientId: string): Promise<ClientDiscount[]> {
  return api.get<ClientDiscount[]>(`/api/admin/clients/${encodeURIComponent(clientId)}/discounts`);
}

export function useClientDiscounts(clientId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.discounts.ofClient(clientId ?? ''),
      queryFn: clientId === null ? skipToken : () => getClientDiscounts(clientId),
    }),
  );
}
